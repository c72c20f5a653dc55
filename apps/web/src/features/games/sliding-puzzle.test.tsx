import type { GameRound } from '@streamit/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render-app';
import { SlidingPuzzle } from './sliding-puzzle';

function roundWith(tiles: number[], gridSize = 3): GameRound {
  return {
    roundId: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a42',
    activityId: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a41',
    game: 'SLIDING_PUZZLE',
    startedAt: '2026-11-21T10:00:00.000Z',
    maxScore: 1000,
    memory: null,
    puzzle: { gridSize, tiles, imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  };
}

/** Renders the puzzle on `tiles` (0 is the gap); the spy hears the move log once it is solved. */
function renderPuzzle(tiles: number[], gridSize = 3) {
  const onFinished = vi.fn();
  const round = roundWith(tiles, gridSize);
  renderWithProviders(
    <SlidingPuzzle
      activityId={round.activityId}
      round={round}
      startedAtMs={Date.now()}
      onFinished={onFinished}
    />,
  );
  return onFinished;
}

function tileOrder(): string[] {
  return Array.from(screen.getByTestId('puzzle-board').children).map((element) => element.textContent || '_');
}

describe('sliding puzzle', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  // A board has at least three tiles (2 × 2), so English only ever says "tiles"; Arabic has a few (3 × 3: 8)
  // and many (4 × 4: 15).
  it("announces the tiles in place by the language's plural rules: a few and many in Arabic", async () => {
    await i18n.changeLanguage('ar');
    renderPuzzle([1, 2, 3, 4, 5, 6, 0, 7, 8]);
    screen.getByRole('group', { name: 'لوحة الأحجية' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('game-announcer').textContent).toBe('تحركت القطعة 7. 7 من 8 قطع في مكانها.');
    cleanup();
    renderPuzzle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], 4);
    screen.getByRole('group', { name: 'لوحة الأحجية' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('game-announcer').textContent).toBe(
      'تحركت القطعة 15. 15 من 15 قطعة في مكانها.',
    );
  });

  it('slides with the arrow keys, ignores impossible ones and reports the solved move log', async () => {
    // 1 2 3 / 4 5 6 / 0 7 8: two slides to the left solve it.
    const onFinished = renderPuzzle([1, 2, 3, 4, 5, 6, 0, 7, 8]);
    screen.getByRole('group', { name: 'Puzzle board' }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(tileOrder()).toEqual(['1', '2', '3', '4', '5', '6', '_', '7', '8']);
    expect(screen.getByTestId('game-moves').textContent).toBe('0');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tileOrder()).toEqual(['1', '2', '3', '4', '5', '6', '7', '_', '8']);
    expect(screen.getByTestId('game-announcer').textContent).toBe('Tile 7 moved. 7 of 8 tiles in place.');
    expect(onFinished).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onFinished).toHaveBeenCalledWith([7, 8]);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('game-moves').textContent).toBe('2');
  });

  it('slides a tile next to the gap on click and leaves the others where they are', async () => {
    const onFinished = renderPuzzle([1, 2, 3, 4, 0, 6, 7, 5, 8]);
    await userEvent.click(screen.getByRole('button', { name: 'Tile 1' }));
    expect(screen.getByRole('button', { name: 'Tile 1' }).getAttribute('aria-disabled')).toBe('true');
    expect(tileOrder()[4]).toBe('_');
    await userEvent.click(screen.getByRole('button', { name: 'Tile 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tile 8' }));
    expect(onFinished).toHaveBeenCalledWith([5, 8]);
  });
});
