/** A small deterministic PRNG (mulberry32), so a failing randomized run can be replayed by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The UTC day of a moment, YYYY-MM-DD: the key the day rollups and their models share. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Milliseconds in a day, for the seeded models' times. */
export const DAY_MS = 86_400_000;

/** Picks one item of a list by `random` (a seeded generator), so a replay picks the same. */
export function pickWith(random: () => number): <T>(list: readonly T[]) => T {
  return <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
}
