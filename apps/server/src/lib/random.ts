import { randomInt } from 'node:crypto';

/** A shuffled copy (Fisher–Yates) driven by `next(n)` → an integer in [0, n); crypto-random by default. */
export function shuffled<T>(items: readonly T[], next: (n: number) => number = randomInt): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = next(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A deterministic generator from a text seed (xmur3 hash into mulberry32), so a round's layout can be
 * re-derived from its stored seed. Not for secrets: the seed itself stays on the server.
 */
export function seededRandom(seed: string): (n: number) => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * n);
  };
}
