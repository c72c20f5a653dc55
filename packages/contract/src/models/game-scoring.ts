/**
 * How the server scores a solved round, shared with the author's preview so it scores a draft the same way.
 * Zod-free: the web's game player imports it.
 */

/** Score of a perfect memory game; each extra turn costs MEMORY_TURN_PENALTY, never below MIN_SOLVED_SCORE. */
export const MEMORY_MAX_SCORE = 1000;
const MEMORY_TURN_PENALTY = 50;
/** A solved puzzle scores full marks up to par, then PUZZLE_EXTRA_MOVE_PENALTY less per extra slide. */
export const PUZZLE_MAX_SCORE = 1000;
const PUZZLE_EXTRA_MOVE_PENALTY = 10;
const MIN_SOLVED_SCORE = 100;

/** Fastest a person can flip a memory card or slide a tile, in ms; faster logs are not human play. */
export const MIN_MS_PER_FLIP = 200;
export const MIN_MS_PER_SLIDE = 100;

/** Random slides used to scramble, per side length; more than enough to mix a 3x3 or 4x4 board. */
export const PUZZLE_SCRAMBLE_STEPS: Readonly<Record<number, number>> = { 3: 40, 4: 80 };

/** A solved memory game's score from its turn count. */
export function scoreMemory(pairCount: number, turns: number): number {
  return Math.max(MIN_SOLVED_SCORE, MEMORY_MAX_SCORE - MEMORY_TURN_PENALTY * Math.max(0, turns - pairCount));
}

/** A solved puzzle's score: full marks up to par, then a small cost per extra slide. */
export function scorePuzzle(par: number, moveCount: number): number {
  return Math.max(
    MIN_SOLVED_SCORE,
    PUZZLE_MAX_SCORE - PUZZLE_EXTRA_MOVE_PENALTY * Math.max(0, moveCount - par),
  );
}
