import { describe, expect, it } from 'vitest';
import {
  applyReveal,
  canFlip,
  EMPTY_MEMORY_BOARD,
  hideMismatch,
  isFaceUp,
  isMemorySolved,
  memoryTurns,
  type MemoryBoard,
} from './memory-board';
import { buildSubmitBody } from './move-log';

// A deck of two pairs: positions 0 and 2 show face 0, positions 1 and 3 show face 1.
const DECK = [0, 1, 0, 1];

function flip(board: MemoryBoard, position: number): MemoryBoard {
  const faceId = DECK[position] ?? -1;
  return applyReveal(board, { position, faceId, imageUrl: `face-${String(faceId)}`, flipCount: 0 });
}

describe('memory board', () => {
  it('opens a turn, keeps a mismatch showing, then turns it back before the next flip', () => {
    const opened = flip(EMPTY_MEMORY_BOARD, 0);
    expect(opened.open).toEqual([0]);
    const missed = flip(opened, 1);
    expect(missed.open).toEqual([0, 1]);
    expect(missed.matched).toEqual([]);
    expect(isFaceUp(missed, 1)).toBe(true);
    const next = flip(missed, 3);
    expect(next.open).toEqual([3]);
    expect(isFaceUp(next, 0)).toBe(false);
  });

  it('keeps matched pairs face up and refuses to flip them or the open card again', () => {
    const matched = flip(flip(EMPTY_MEMORY_BOARD, 0), 2);
    expect(matched.matched).toEqual([0, 2]);
    expect(matched.open).toEqual([]);
    expect(canFlip(matched, 0)).toBe(false);
    const open = flip(matched, 1);
    expect(canFlip(open, 1)).toBe(false);
    expect(canFlip(open, 3)).toBe(true);
  });

  it('logs every flip in order, which is the move log the server expects', () => {
    let board = EMPTY_MEMORY_BOARD;
    for (const position of [0, 1, 2, 0, 3, 1]) board = flip(board, position);
    expect(board.log).toEqual([0, 1, 2, 0, 3, 1]);
    expect(memoryTurns(board)).toBe(3);
    expect(isMemorySolved(board, DECK.length)).toBe(true);
    expect(buildSubmitBody(board.log, 1000, 6400.6)).toEqual({ moves: [0, 1, 2, 0, 3, 1], durationMs: 5401 });
  });

  it('hides only a pair that did not match', () => {
    const one = flip(EMPTY_MEMORY_BOARD, 0);
    expect(hideMismatch(one)).toBe(one);
    expect(hideMismatch(flip(one, 1)).open).toEqual([]);
    expect(isMemorySolved(EMPTY_MEMORY_BOARD, 0)).toBe(false);
  });
});

describe('move log', () => {
  it('copies the moves and never claims a negative duration', () => {
    const moves = [4, 5];
    const body = buildSubmitBody(moves, 2000, 1000);
    expect(body).toEqual({ moves: [4, 5], durationMs: 0 });
    expect(body.moves).not.toBe(moves);
  });
});
