import { describe, expect, it, vi } from 'vitest';
import type { GameDraft } from './game-draft';
import { createGamePreviewSource } from './game-preview-source';
import { slideTile } from './sliding-board';

const PICTURES = ['blob:a', 'blob:b', 'blob:c', 'blob:d'];
const MEMORY: GameDraft = {
  title: 'Pairs',
  description: '',
  pointsReward: 10,
  game: 'MEMORY',
  difficulty: 'EASY',
  images: PICTURES.map((url, index) => ({ ref: `r${String(index)}`, url })),
};

/** Shortest slides back to the solved board (breadth-first; a 3 × 3 board is small). */
function solve(start: number[]): number[] {
  const goal = '1,2,3,4,5,6,7,8,0';
  const seen = new Map<string, number[]>([[start.join(','), []]]);
  let frontier = [start];
  while (!seen.has(goal)) {
    frontier = frontier.flatMap((tiles) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((tile) => {
        const next = slideTile(tiles, 3, tile);
        if (!next || seen.has(next.join(','))) return [];
        seen.set(next.join(','), [...(seen.get(tiles.join(',')) ?? []), tile]);
        return [next];
      }),
    );
  }
  return seen.get(goal) ?? [];
}

describe('the preview source', () => {
  it('deals a memory deck of the draft and scores a perfect, revealed log in full', async () => {
    vi.useFakeTimers({ now: 0 });
    // The same shuffle every deal, so the second round's deck is the first one's, learnt by revealing it.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const source = createGamePreviewSource(MEMORY, PICTURES);
    const round = await source.start('game');
    expect(round.memory).toEqual({ cardCount: 8, pairCount: 4 });
    const faces = await Promise.all(
      Array.from({ length: 8 }, (_, position) => source.reveal('game', round.roundId, position)),
    );
    expect(new Set(faces.map((card) => card.imageUrl))).toEqual(new Set(PICTURES));
    const log = [...faces].sort((a, b) => a.faceId - b.faceId).map((card) => card.position);
    vi.setSystemTime(60_000);
    // The cards were revealed in position order, so a log in pair order is not what was shown.
    const mismatch = await source.submit('game', round.roundId, { moves: log, durationMs: 60_000 });
    expect(mismatch.outcome).toBe('LOG_MISMATCH');
    const second = await source.start('game');
    for (const position of log) await source.reveal('game', second.roundId, position);
    vi.setSystemTime(120_000);
    const solved = await source.submit('game', second.roundId, { moves: log, durationMs: 60_000 });
    expect(solved).toMatchObject({ outcome: 'SOLVED', score: 1000, maxScore: 1000, earning: null });
    vi.useRealTimers();
    random.mockRestore();
  });

  it('scrambles a solvable puzzle and, like the server, scores nothing for a log faster than a person', async () => {
    const source = createGamePreviewSource({ ...MEMORY, game: 'SLIDING_PUZZLE' }, PICTURES);
    const round = await source.start('game');
    expect(round.puzzle?.imageUrl).toBe('blob:a');
    const moves = solve(round.puzzle?.tiles ?? []);
    const fast = await source.submit('game', round.roundId, { moves, durationMs: 1 });
    expect(fast).toMatchObject({ outcome: 'TOO_FAST', score: 0 });
    const illegal = await source.submit('game', round.roundId, { moves: [9], durationMs: 60_000 });
    expect(illegal.outcome).toBe('ILLEGAL_MOVE');
  });
});
