import {
  MIN_MS_PER_FLIP,
  MIN_MS_PER_SLIDE,
  scoreMemory,
  scorePuzzle,
  type GameRoundResult,
  type SubmitRoundBody,
} from '@streamit/contract';
import type { GameRoundRow } from './games.repository.js';
import { replayMemory } from './memory-game.js';
import { isSolved, replayPuzzle } from './sliding-puzzle.js';

/** What a round keeps secret on the server. */
export interface MemorySecret {
  deck: number[];
  images: string[];
}
export interface PuzzleSecret {
  size: number;
  tiles: number[];
  par: number;
  image: string;
}

type Verdict = Pick<GameRoundResult, 'outcome' | 'score'>;

function sameLog(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function tooFast(round: GameRoundRow, body: SubmitRoundBody, msPerMove: number, now: number): boolean {
  const minimum = body.moves.length * msPerMove;
  return body.durationMs < minimum || now - round.startedAt.getTime() < minimum;
}

function judgeMemory(round: GameRoundRow, body: SubmitRoundBody, now: number): Verdict {
  const { deck } = round.secret as unknown as MemorySecret;
  const state = replayMemory(deck, body.moves);
  if (!state) return { outcome: 'ILLEGAL_MOVE', score: 0 };
  // Every flip in the log must be one the server revealed, in the same order.
  if (!sameLog(body.moves, round.reveals)) return { outcome: 'LOG_MISMATCH', score: 0 };
  if (state.matched.size !== deck.length) return { outcome: 'NOT_SOLVED', score: 0 };
  if (tooFast(round, body, MIN_MS_PER_FLIP, now)) return { outcome: 'TOO_FAST', score: 0 };
  return { outcome: 'SOLVED', score: scoreMemory(deck.length / 2, state.turns) };
}

function judgePuzzle(round: GameRoundRow, body: SubmitRoundBody, now: number): Verdict {
  const { size, tiles, par } = round.secret as unknown as PuzzleSecret;
  const end = replayPuzzle(tiles, size, body.moves);
  if (!end) return { outcome: 'ILLEGAL_MOVE', score: 0 };
  if (!isSolved(end, size)) return { outcome: 'NOT_SOLVED', score: 0 };
  if (tooFast(round, body, MIN_MS_PER_SLIDE, now)) return { outcome: 'TOO_FAST', score: 0 };
  return { outcome: 'SOLVED', score: scorePuzzle(par, body.moves.length) };
}

/** Replays a submitted log against the round's secret layout; anything but SOLVED scores 0. */
export function judgeRound(round: GameRoundRow, body: SubmitRoundBody, now = Date.now()): Verdict {
  const verdict = round.game === 'MEMORY' ? judgeMemory(round, body, now) : judgePuzzle(round, body, now);
  return { ...verdict, score: Math.min(verdict.score, round.maxScore) };
}
