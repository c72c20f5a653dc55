import type { GameAuthoring, GameRound, GameRoundResult, RevealedCard } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import type { MemorySecret } from './game-rules.js';
import { gameRounds } from './games.schema.js';
import { scramblePuzzle } from './sliding-puzzle.js';

const ARTWORKS = [
  'https://example.org/a.jpg',
  'https://example.org/b.jpg',
  'https://example.org/c.jpg',
  'https://example.org/d.jpg',
];

const suite = useAdminSuite('CONTENT_MODERATOR');
let member: TestMember;
let memoryId: string;
let puzzleId: string;

async function createGame(game: 'MEMORY' | 'SLIDING_PUZZLE'): Promise<string> {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/games',
    headers: authHeader(suite.admin.token),
    payload: { title: `${game} of artworks`, game, difficulty: 'EASY', images: ARTWORKS },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<GameAuthoring>().activityId;
  const published = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/games/${id}/publish`,
    headers: authHeader(suite.admin.token),
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

beforeAll(async () => {
  member = await createSignedInMember(suite.context);
  memoryId = await createGame('MEMORY');
  puzzleId = await createGame('SLIDING_PUZZLE');
});

function post(url: string, payload?: Record<string, unknown>) {
  return suite.context.app.inject({
    method: 'POST',
    url,
    headers: authHeader(member.token),
    ...(payload ? { payload } : {}),
  });
}

async function startRound(activityId: string): Promise<GameRound> {
  const response = await post(`/api/v1/activities/${activityId}/game/rounds`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GameRound>();
}

function submit(round: GameRound, moves: number[], durationMs = 60_000) {
  return post(`/api/v1/activities/${round.activityId}/game/rounds/${round.roundId}/submit`, {
    moves,
    durationMs,
  });
}

/** Pretends the round started a minute ago, as if the member had been playing that long. */
async function ageRound(round: GameRound): Promise<void> {
  await suite.context.deps.db
    .update(gameRounds)
    .set({ startedAt: sql`${gameRounds.startedAt} - interval '60 seconds'` })
    .where(eq(gameRounds.id, round.roundId));
}

/** The hidden deck, read from the server's store, so the test can play a perfect game. */
async function deckOf(round: GameRound): Promise<number[]> {
  const [row] = await suite.context.deps.db.select().from(gameRounds).where(eq(gameRounds.id, round.roundId));
  return (row?.secret as unknown as MemorySecret).deck;
}

async function revealAll(round: GameRound, flips: number[]): Promise<void> {
  for (const position of flips) {
    const response = await post(
      `/api/v1/activities/${round.activityId}/game/rounds/${round.roundId}/reveal`,
      { position },
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}

function perfectFlips(deck: number[]): number[] {
  const byFace = new Map<number, number[]>();
  deck.forEach((face, position) => byFace.set(face, [...(byFace.get(face) ?? []), position]));
  return [...byFace.values()].flat();
}

describe('memory match', () => {
  it('issues a face-down deck and scores a revealed, perfect game in full, once', async () => {
    const round = await startRound(memoryId);
    expect(round.memory).toEqual({ cardCount: 8, pairCount: 4 });
    expect(JSON.stringify(round)).not.toMatch(/deck|seed|example\.org/);
    const flips = perfectFlips(await deckOf(round));
    await revealAll(round, flips);
    await ageRound(round);
    const scored = await submit(round, flips);
    expect(scored.json<GameRoundResult>()).toMatchObject({
      outcome: 'SOLVED',
      score: 1000,
      maxScore: 1000,
      moveCount: 8,
    });
    const replayed = await submit(round, flips);
    expect(replayed.statusCode).toBe(409);
    expect(errorOf(replayed).code).toBe('GAME_ROUND_ALREADY_SUBMITTED');
  });

  it('gives the same face on both cards of a pair when revealed', async () => {
    const round = await startRound(memoryId);
    const deck = await deckOf(round);
    const [first, second] = perfectFlips(deck);
    const url = `/api/v1/activities/${memoryId}/game/rounds/${round.roundId}/reveal`;
    const a = (await post(url, { position: first ?? 0 })).json<RevealedCard>();
    const b = (await post(url, { position: second ?? 0 })).json<RevealedCard>();
    expect(a.faceId).toBe(b.faceId);
    expect(a.imageUrl).toBe(b.imageUrl);
    expect(errorOf(await post(url, { position: first ?? 0 })).code).toBe('GAME_MOVE_INVALID');
  });

  it('scores nothing for a log of flips the server never revealed', async () => {
    const round = await startRound(memoryId);
    await ageRound(round);
    const result = (await submit(round, perfectFlips(await deckOf(round)))).json<GameRoundResult>();
    expect(result).toMatchObject({ outcome: 'LOG_MISMATCH', score: 0 });
  });

  it('scores nothing for impossible flips, an unfinished game or a log faster than a person', async () => {
    const illegal = await startRound(memoryId);
    await ageRound(illegal);
    expect((await submit(illegal, [0, 0])).json<GameRoundResult>()).toMatchObject({
      outcome: 'ILLEGAL_MOVE',
      score: 0,
    });
    const unfinished = await startRound(memoryId);
    const flips = perfectFlips(await deckOf(unfinished)).slice(0, 4);
    await revealAll(unfinished, flips);
    await ageRound(unfinished);
    expect((await submit(unfinished, flips)).json<GameRoundResult>()).toMatchObject({
      outcome: 'NOT_SOLVED',
      score: 0,
    });
    const fast = await startRound(memoryId);
    const all = perfectFlips(await deckOf(fast));
    await revealAll(fast, all);
    expect((await submit(fast, all, 50)).json<GameRoundResult>()).toMatchObject({
      outcome: 'TOO_FAST',
      score: 0,
    });
  });

  it('refuses a log that claims its own score', async () => {
    const round = await startRound(memoryId);
    const forged = await post(`/api/v1/activities/${memoryId}/game/rounds/${round.roundId}/submit`, {
      moves: [],
      durationMs: 1000,
      score: 999_999,
    });
    expect(forged.statusCode).toBe(400);
    const [row] = await suite.context.deps.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.id, round.roundId));
    expect(row?.score).toBeNull();
  });
});

describe('sliding puzzle', () => {
  async function solutionOf(round: GameRound): Promise<number[]> {
    const [row] = await suite.context.deps.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.id, round.roundId));
    return scramblePuzzle(row?.seed ?? '', 3).path.reverse();
  }

  it('issues a scrambled, solvable board and scores a solving log', async () => {
    const round = await startRound(puzzleId);
    expect(round.puzzle?.gridSize).toBe(3);
    expect([...(round.puzzle?.tiles ?? [])].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await ageRound(round);
    const result = (await submit(round, await solutionOf(round))).json<GameRoundResult>();
    expect(result).toMatchObject({ outcome: 'SOLVED', score: 1000 });
  });

  it('scores nothing for an illegal slide or a board left unsolved', async () => {
    const round = await startRound(puzzleId);
    await ageRound(round);
    const tiles = round.puzzle?.tiles ?? [];
    const gap = tiles.indexOf(0);
    const far = tiles.find(
      (tile, index) =>
        tile !== 0 &&
        Math.abs((index % 3) - (gap % 3)) + Math.abs(Math.floor(index / 3) - Math.floor(gap / 3)) > 1,
    );
    expect((await submit(round, [far ?? 1])).json<GameRoundResult>()).toMatchObject({
      outcome: 'ILLEGAL_MOVE',
      score: 0,
    });
    const other = await startRound(puzzleId);
    await ageRound(other);
    const partial = (await solutionOf(other)).slice(0, 5);
    expect((await submit(other, partial)).json<GameRoundResult>()).toMatchObject({
      outcome: 'NOT_SOLVED',
      score: 0,
    });
  });
});

describe('game access', () => {
  it('needs a member session to play and canModerateContent to configure', async () => {
    const anonymous = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${memoryId}/game/rounds`,
    });
    expect(anonymous.statusCode).toBe(401);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    const configure = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/games',
      headers: authHeader(analyst.token),
      payload: { title: 'Nope', game: 'MEMORY', difficulty: 'EASY', images: ARTWORKS },
    });
    expect(configure.statusCode).toBe(403);
    const asMember = await suite.context.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/games/${memoryId}`,
      headers: authHeader(member.token),
      payload: { title: 'Nope', game: 'MEMORY', difficulty: 'EASY', images: ARTWORKS },
    });
    expect(asMember.statusCode).toBe(401);
  });
});
