import { describe, expect, it } from 'vitest';
import {
  canSlide,
  gapNeighbours,
  isPuzzleSolved,
  slideTile,
  tileBackgroundPosition,
  tileForKey,
  tilesInPlace,
} from './sliding-board';

// 1 2 3
// 4 0 5
// 7 8 6
const BOARD = [1, 2, 3, 4, 0, 5, 7, 8, 6];

describe('sliding puzzle rules', () => {
  it('lists the four neighbours of a centre gap and two of a corner gap', () => {
    expect(gapNeighbours(BOARD, 3).sort()).toEqual([1, 3, 5, 7]);
    expect(gapNeighbours([1, 2, 3, 4, 5, 6, 7, 8, 0], 3).sort()).toEqual([5, 7]);
  });

  it('does not wrap a row end onto the next row', () => {
    // Gap at the end of the first row: tile 4 starts the next row and is not its neighbour.
    const board = [1, 2, 0, 4, 5, 3, 7, 8, 6];
    expect(canSlide(board, 3, 4)).toBe(false);
    expect(canSlide(board, 3, 2)).toBe(true);
    expect(canSlide(board, 3, 3)).toBe(true);
  });

  it('slides only tiles next to the gap, as the server replays them', () => {
    expect(slideTile(BOARD, 3, 5)).toEqual([1, 2, 3, 4, 5, 0, 7, 8, 6]);
    expect(slideTile(BOARD, 3, 1)).toBeNull();
    expect(slideTile(BOARD, 3, 0)).toBeNull();
  });

  it('detects the solved board', () => {
    const solved = slideTile(slideTile(BOARD, 3, 5) ?? [], 3, 6) ?? [];
    expect(isPuzzleSolved(solved)).toBe(true);
    expect(isPuzzleSolved(BOARD)).toBe(false);
    expect(tilesInPlace(BOARD)).toBe(6);
    expect(tilesInPlace(solved)).toBe(8);
  });

  it('maps each arrow to the tile that moves that way into the gap', () => {
    expect(tileForKey(BOARD, 3, 'ArrowUp')).toBe(8);
    expect(tileForKey(BOARD, 3, 'ArrowDown')).toBe(2);
    expect(tileForKey(BOARD, 3, 'ArrowLeft')).toBe(5);
    expect(tileForKey(BOARD, 3, 'ArrowRight')).toBe(4);
    expect(tileForKey([1, 2, 3, 4, 5, 6, 7, 8, 0], 3, 'ArrowUp')).toBeNull();
    expect(tileForKey(BOARD, 3, 'Enter')).toBeNull();
  });

  it('cuts each tile from its home square of the painting', () => {
    expect(tileBackgroundPosition(1, 3)).toBe('0% 0%');
    expect(tileBackgroundPosition(6, 3)).toBe('100% 50%');
    expect(tileBackgroundPosition(8, 3)).toBe('50% 100%');
  });
});
