import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeActivityDetail } from '../../test/activities';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type FakeRequest,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '0e0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a91';
const ROUND_ID = '0e0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a92';
const IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const GAME = makeActivityDetail(ID, 'Sliding puzzle: sunset', {
  type: 'GAME',
  slug: 'sunset',
  description: 'Rebuild the painting.',
  durationSeconds: null,
  pointsReward: 25,
  isDemo: true,
});
const SUMMARY = {
  activityId: ID,
  status: 'PUBLISHED',
  title: GAME.title,
  description: 'Slide the tiles back (3 × 3).',
  game: 'SLIDING_PUZZLE',
  difficulty: 'EASY',
  pointsReward: 25,
  cardCount: 9,
  gridSize: 3,
  imageUrl: IMAGE,
  maxScore: 1000,
};
const ROUND = {
  roundId: ROUND_ID,
  activityId: ID,
  game: 'SLIDING_PUZZLE',
  startedAt: new Date().toISOString(),
  maxScore: 1000,
  memory: null,
  puzzle: { gridSize: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], imageUrl: IMAGE },
};

function serveGame(submit: Responder): { requests: FakeRequest[] } {
  const base = `/api/v1/activities/${ID}`;
  const routes: Record<string, Responder> = {
    '/api/v1/site/config': respondSiteConfig(),
    [base]: respondJson(200, GAME),
    [`${base}/game`]: respondJson(200, SUMMARY),
    [`${base}/game/rounds`]: respondJson(201, ROUND),
    [`${base}/game/rounds/${ROUND_ID}/submit`]: submit,
  };
  return installFakeFetch(respondByPath(routes));
}

function result(outcome: string, score: number) {
  return { roundId: ROUND_ID, outcome, score, maxScore: 1000, moveCount: 1, earning: null };
}

describe('game player', { timeout: 20_000 }, () => {
  it('starts a round, submits the move log once solved and shows the score the server gave', async () => {
    const { requests } = serveGame(respondJson(200, result('SOLVED', 1000)));
    storeMember(makeMember());
    renderApp(`/activities/${ID}`);
    await screen.findByText('Best possible score: 1000', {}, { timeout: 5000 });
    expect(screen.getByText('Sliding puzzle')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start a round' }));
    (await screen.findByRole('group', { name: 'Puzzle board' })).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect((await screen.findByTestId('game-score')).textContent).toBe('Score: 1000 of 1000');
    expect(screen.getByText('Solved!')).toBeTruthy();
    const submit = requests.find((request) => request.url.endsWith('/submit'));
    const body = readJsonBody(submit) as { moves: number[]; durationMs: number };
    expect(body.moves).toEqual([8]);
    expect(Object.keys(body).sort()).toEqual(['durationMs', 'moves']);
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it("says why a round scored nothing, in the server's terms", async () => {
    serveGame(respondJson(200, result('TOO_FAST', 0)));
    storeMember(makeMember());
    renderApp(`/activities/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a round' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tile 8' }));
    await screen.findByText('That was faster than a person can play, so the round scores nothing.');
    expect(screen.getByTestId('game-score').textContent).toBe('Score: 0 of 1000');
  });

  it('asks guests to sign in instead of offering a round', async () => {
    serveGame(respondJson(500, {}));
    renderApp(`/activities/${ID}`);
    await screen.findByText(/Sign in to play this game/, {}, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/login?redirect=%2Factivities%2F${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Start a round' })).toBeNull();
  });
});
