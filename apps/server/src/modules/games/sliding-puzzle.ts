import { PUZZLE_SCRAMBLE_STEPS } from '@streamit/contract';
import { seededRandom } from '../../lib/random.js';

/** The solved board: 1..n-1 row by row, then the gap (0). */
export function solvedTiles(size: number): number[] {
  return [...Array.from({ length: size * size - 1 }, (_, index) => index + 1), 0];
}

/** Tile positions next to the gap (up, down, left, right). */
function neighboursOfGap(tiles: number[], size: number): number[] {
  const gap = tiles.indexOf(0);
  const row = Math.floor(gap / size);
  const column = gap % size;
  return [
    row > 0 ? gap - size : -1,
    row < size - 1 ? gap + size : -1,
    column > 0 ? gap - 1 : -1,
    column < size - 1 ? gap + 1 : -1,
  ].filter((position) => position >= 0);
}

/** Slides `tile` into the gap; null when the tile is not next to the gap (an illegal move). */
export function slideTile(tiles: number[], size: number, tile: number): number[] | null {
  const position = tiles.indexOf(tile);
  if (tile === 0 || position < 0 || !neighboursOfGap(tiles, size).includes(position)) return null;
  const next = [...tiles];
  next[tiles.indexOf(0)] = tile;
  next[position] = 0;
  return next;
}

export function isSolved(tiles: number[], size: number): boolean {
  return tiles.every((tile, index) => tile === solvedTiles(size)[index]);
}

/**
 * A scrambled board from a seed, made by legal slides from the solved board (so it is always
 * solvable). `par` is the number of slides used, an upper bound on the shortest solution; `path` lists
 * them (sliding the same tiles in reverse order solves the board).
 */
export function scramblePuzzle(seed: string, size: number): { tiles: number[]; par: number; path: number[] } {
  const next = seededRandom(seed);
  let tiles = solvedTiles(size);
  let previous = -1;
  const path: number[] = [];
  while (path.length < (PUZZLE_SCRAMBLE_STEPS[size] ?? 60) || isSolved(tiles, size)) {
    const choices = neighboursOfGap(tiles, size)
      .map((position) => tiles[position] ?? 0)
      .filter((tile) => tile !== previous);
    const tile = choices[next(choices.length)] ?? 0;
    tiles = slideTile(tiles, size, tile) ?? tiles;
    previous = tile;
    path.push(tile);
  }
  return { tiles, par: path.length, path };
}

/** Replays slides from the start; null on the first illegal one. */
export function replayPuzzle(start: number[], size: number, moves: number[]): number[] | null {
  let tiles: number[] | null = start;
  for (const tile of moves) {
    tiles = slideTile(tiles, size, tile);
    if (!tiles) return null;
  }
  return tiles;
}
