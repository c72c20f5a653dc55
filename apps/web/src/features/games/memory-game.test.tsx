import type { GameRound } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installFakeFetch, readJsonBody, type FakeRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { MemoryGame } from './memory-game';

const ACTIVITY = '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31';
const ROUND: GameRound = {
  roundId: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a32',
  activityId: ACTIVITY,
  game: 'MEMORY',
  startedAt: '2026-11-21T10:00:00.000Z',
  maxScore: 1000,
  memory: { cardCount: 8, pairCount: 4 },
  puzzle: null,
};
// Position → face, as the server's deck would deal it.
const DECK = [2, 0, 3, 1, 0, 2, 1, 3];

function serveReveals(deck = DECK): { requests: FakeRequest[] } {
  return installFakeFetch((request) => {
    const { position } = readJsonBody(request) as { position: number };
    const body = {
      position,
      faceId: deck[position],
      imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      flipCount: 1,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function card(position: number): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^Card ${String(position + 1)},`) });
}

/** Flips the cards at `positions` (labelled `word N…` in the page's language), each until it is face up. */
async function flip(word: string, positions: number[]) {
  for (const position of positions) {
    const label = new RegExp(`^${word} ${String(position + 1)}\\P{L}`, 'u');
    await userEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-label')).not.toMatch(
        /face down|مقلوبة/,
      );
    });
  }
}

describe('memory game', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("announces the pairs found by the language's plural rules: a few in Arabic, one in English", async () => {
    storeMember(makeMember());
    await i18n.changeLanguage('ar');
    serveReveals();
    const { unmount } = renderWithProviders(
      <MemoryGame activityId={ACTIVITY} round={ROUND} startedAtMs={Date.now()} onFinished={vi.fn()} />,
    );
    await flip('البطاقة', [1, 4]);
    await waitFor(() => {
      expect(screen.getByTestId('game-announcer').textContent).toBe(
        'البطاقة 5: العمل الفني 1. زوج متطابق! وجدت 1 من 4 أزواج.',
      );
    });
    unmount();
    await i18n.changeLanguage('en');
    serveReveals([0, 0]);
    const onePair = { ...ROUND, memory: { cardCount: 2, pairCount: 1 } };
    renderWithProviders(
      <MemoryGame activityId={ACTIVITY} round={onePair} startedAtMs={Date.now()} onFinished={vi.fn()} />,
    );
    await flip('Card', [0, 1]);
    await waitFor(() => {
      expect(screen.getByTestId('game-announcer').textContent).toBe(
        'Card 2: artwork 1. A pair! 1 of 1 pair found.',
      );
    });
  });

  it('moves focus with the arrow keys (roving tabindex) and flips the focused card with Enter', async () => {
    storeMember(makeMember());
    const { requests } = serveReveals();
    renderWithProviders(
      <MemoryGame activityId={ACTIVITY} round={ROUND} startedAtMs={Date.now()} onFinished={vi.fn()} />,
    );
    expect(card(0).tabIndex).toBe(0);
    expect(card(1).tabIndex).toBe(-1);
    card(0).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(card(5));
    expect(card(5).tabIndex).toBe(0);
    expect(card(0).tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}{End}');
    expect(document.activeElement).toBe(card(7));
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(card(4).getAttribute('aria-label')).toBe('Card 5, artwork 1');
    });
    expect(readJsonBody(requests[0])).toEqual({ position: 4 });
    expect(requests[0]?.url).toContain(`/activities/${ACTIVITY}/game/rounds/${ROUND.roundId}/reveal`);
  });

  it('announces pairs, keeps them face up and hands over the whole flip log when the last pair is found', async () => {
    storeMember(makeMember());
    const { requests } = serveReveals();
    const onFinished = vi.fn();
    renderWithProviders(
      <MemoryGame activityId={ACTIVITY} round={ROUND} startedAtMs={Date.now()} onFinished={onFinished} />,
    );
    const flips = [0, 1, 1, 4, 0, 5, 2, 7, 3, 6];
    for (const [index, position] of flips.entries()) {
      await userEvent.click(card(position));
      await waitFor(() => {
        expect(requests).toHaveLength(index + 1);
      });
      await waitFor(() => {
        expect(card(position).getAttribute('aria-label')).not.toContain('face down');
      });
    }
    expect(screen.getByTestId('game-announcer').textContent).toContain('A pair! 4 of 4 pairs found.');
    expect(card(0).getAttribute('aria-label')).toBe('Card 1, artwork 3, matched');
    expect(screen.getByTestId('game-moves').textContent).toBe('5');
    expect(onFinished).toHaveBeenCalledWith(flips);
  });

  it('turns a pair that does not match back over after a short look', async () => {
    storeMember(makeMember());
    serveReveals();
    renderWithProviders(
      <MemoryGame activityId={ACTIVITY} round={ROUND} startedAtMs={Date.now()} onFinished={vi.fn()} />,
    );
    await userEvent.click(card(0));
    await waitFor(() => {
      expect(card(0).getAttribute('aria-label')).toBe('Card 1, artwork 3');
    });
    await userEvent.click(card(1));
    await waitFor(() => {
      expect(card(1).getAttribute('aria-label')).toBe('Card 2, artwork 1');
    });
    expect(screen.getByTestId('game-announcer').textContent).toContain('No pair.');
    await waitFor(
      () => {
        expect(card(0).getAttribute('aria-label')).toBe('Card 1, face down');
      },
      { timeout: 3000 },
    );
    expect(card(1).getAttribute('aria-label')).toBe('Card 2, face down');
  });

  it('does not ask the server to flip a matched card again', async () => {
    storeMember(makeMember());
    const { requests } = serveReveals();
    renderWithProviders(
      <MemoryGame activityId={ACTIVITY} round={ROUND} startedAtMs={Date.now()} onFinished={vi.fn()} />,
    );
    await userEvent.click(card(1));
    await waitFor(() => {
      expect(card(1).getAttribute('aria-label')).toBe('Card 2, artwork 1');
    });
    await userEvent.click(card(4));
    await waitFor(() => {
      expect(card(4).getAttribute('aria-label')).toBe('Card 5, artwork 1, matched');
    });
    await userEvent.click(card(4));
    await userEvent.click(card(1));
    expect(requests).toHaveLength(2);
  });
});
