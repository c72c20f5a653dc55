import { seededRandom, shuffled } from '../../lib/random.js';

/** Deals the deck from a seed: position → face (artwork index), each face on two cards. */
export function dealMemoryDeck(seed: string, pairCount: number): number[] {
  const faces = Array.from({ length: pairCount * 2 }, (_, index) => index % pairCount);
  return shuffled(faces, seededRandom(seed));
}

/** Where a replay stands: cards already matched and the first card of an open turn. */
export interface MemoryState {
  matched: Set<number>;
  open: number | null;
  turns: number;
}

/** Applies one flip; null when it is illegal (off the deck, already matched, the open card again). */
export function flipMemoryCard(deck: number[], state: MemoryState, position: number): MemoryState | null {
  if (position < 0 || position >= deck.length || state.matched.has(position) || state.open === position) {
    return null;
  }
  if (state.open === null) return { ...state, open: position };
  const matched = new Set(state.matched);
  if (deck[state.open] === deck[position]) matched.add(state.open).add(position);
  return { matched, open: null, turns: state.turns + 1 };
}

/** Replays flips from the start; null as soon as one is illegal. */
export function replayMemory(deck: number[], flips: number[]): MemoryState | null {
  let state: MemoryState | null = { matched: new Set(), open: null, turns: 0 };
  for (const position of flips) {
    state = flipMemoryCard(deck, state, position);
    if (!state) return null;
  }
  return state;
}
