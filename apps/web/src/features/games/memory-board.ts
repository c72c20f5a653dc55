import type { RevealedCard } from '@streamit/contract';

/** What the player sees of a memory round: revealed faces, the open turn, matched cards and the flip log. */
export interface MemoryBoard {
  faces: Record<number, { faceId: number; imageUrl: string }>;
  /** Face-up cards of the current turn; two here means a pair that did not match, still showing. */
  open: number[];
  matched: number[];
  /** Every flip in order, as the server logged it: the move log to submit. */
  log: number[];
}

/** A new round's board: every card face down. */
export const EMPTY_MEMORY_BOARD: MemoryBoard = { faces: {}, open: [], matched: [], log: [] };

/** Cards of a memory grid per row (8, 12 and 16 cards all fill it). */
export const MEMORY_COLUMNS = 4;

/** The server refuses matched cards and the open card of a turn; the client does not even ask. */
export function canFlip(board: MemoryBoard, position: number): boolean {
  if (board.matched.includes(position)) return false;
  return !(board.open.length === 1 && board.open[0] === position);
}

/** Turns a non-matching pair back face down (before the next flip or after a pause). */
export function hideMismatch(board: MemoryBoard): MemoryBoard {
  return board.open.length === 2 ? { ...board, open: [] } : board;
}

/** Applies a card the server revealed: opens a turn, completes a pair, or leaves a mismatch showing. */
export function applyReveal(board: MemoryBoard, card: RevealedCard): MemoryBoard {
  const base = hideMismatch(board);
  const faces = { ...base.faces, [card.position]: { faceId: card.faceId, imageUrl: card.imageUrl } };
  const log = [...base.log, card.position];
  const first = base.open[0];
  if (first === undefined) return { ...base, faces, log, open: [card.position] };
  if (faces[first]?.faceId === card.faceId) {
    return { ...base, faces, log, open: [], matched: [...base.matched, first, card.position] };
  }
  return { ...base, faces, log, open: [first, card.position] };
}

/** True when every card of the deck is matched. */
export function isMemorySolved(board: MemoryBoard, cardCount: number): boolean {
  return cardCount > 0 && board.matched.length === cardCount;
}

/** Completed turns (two flips each). */
export function memoryTurns(board: MemoryBoard): number {
  return Math.floor(board.log.length / 2);
}

/** True when the card shows its face: matched or open in this turn. */
export function isFaceUp(board: MemoryBoard, position: number): boolean {
  return board.matched.includes(position) || board.open.includes(position);
}
