import {
  MEMORY_MAX_SCORE,
  MEMORY_PAIRS,
  MIN_MS_PER_FLIP,
  MIN_MS_PER_SLIDE,
  PUZZLE_MAX_SCORE,
  PUZZLE_SCRAMBLE_STEPS,
  PUZZLE_SIZES,
  scoreMemory,
  scorePuzzle,
  type GameRound,
  type GameRoundResult,
  type GameSummary,
  type SubmitRoundBody,
} from '@streamit/contract';
import type { GamePlaySource } from './game-play-source';
import type { GameDraft } from './game-draft';
import { gapNeighbours, isPuzzleSolved, slideTile } from './sliding-board';

/** What the page keeps secret of a preview round, as the server keeps a member's. */
interface PreviewRound {
  round: GameRound;
  deck: number[];
  par: number;
  reveals: number[];
  startedAtMs: number;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Scrambles by legal slides from the solved board, as the server does, so the board is always solvable. */
function scramble(size: number): { tiles: number[]; par: number } {
  let tiles = [...Array.from({ length: size * size - 1 }, (_, index) => index + 1), 0];
  let previous = -1;
  let par = 0;
  while (par < (PUZZLE_SCRAMBLE_STEPS[size] ?? 60) || isPuzzleSolved(tiles)) {
    const choices = gapNeighbours(tiles, size)
      .map((position) => tiles[position] ?? 0)
      .filter((tile) => tile !== previous);
    const tile = choices[Math.floor(Math.random() * choices.length)] ?? 0;
    tiles = slideTile(tiles, size, tile) ?? tiles;
    previous = tile;
    par += 1;
  }
  return { tiles, par };
}

function summaryOf(draft: GameDraft, activityId: string, imageUrl: string | null): GameSummary {
  const memory = draft.game === 'MEMORY';
  const size = PUZZLE_SIZES[draft.difficulty];
  return {
    activityId,
    status: 'DRAFT',
    title: draft.title,
    description: draft.description,
    game: draft.game,
    difficulty: draft.difficulty,
    pointsReward: draft.pointsReward,
    cardCount: memory ? MEMORY_PAIRS[draft.difficulty] * 2 : size * size,
    gridSize: memory ? null : size,
    imageUrl: memory ? null : imageUrl,
    maxScore: memory ? MEMORY_MAX_SCORE : PUZZLE_MAX_SCORE,
  };
}

type Verdict = Pick<GameRoundResult, 'outcome' | 'score'>;

function tooFast(kept: PreviewRound, body: SubmitRoundBody, msPerMove: number): boolean {
  const minimum = body.moves.length * msPerMove;
  return body.durationMs < minimum || Date.now() - kept.startedAtMs < minimum;
}

function judgeMemory(kept: PreviewRound, body: SubmitRoundBody): Verdict {
  const { deck, reveals } = kept;
  const same = body.moves.length === reveals.length && body.moves.every((move, i) => move === reveals[i]);
  if (!same) return { outcome: 'LOG_MISMATCH', score: 0 };
  const matched = new Set<number>();
  for (let turn = 0; turn + 1 < body.moves.length; turn += 2) {
    const [a, b] = [body.moves[turn] ?? -1, body.moves[turn + 1] ?? -1];
    if (deck[a] === deck[b]) matched.add(a).add(b);
  }
  if (matched.size !== deck.length) return { outcome: 'NOT_SOLVED', score: 0 };
  if (tooFast(kept, body, MIN_MS_PER_FLIP)) return { outcome: 'TOO_FAST', score: 0 };
  return { outcome: 'SOLVED', score: scoreMemory(deck.length / 2, Math.floor(body.moves.length / 2)) };
}

function judgePuzzle(kept: PreviewRound, body: SubmitRoundBody): Verdict {
  const size = kept.round.puzzle?.gridSize ?? 3;
  let tiles: number[] | null = kept.round.puzzle?.tiles ?? [];
  for (const tile of body.moves) tiles = tiles ? slideTile(tiles, size, tile) : null;
  if (!tiles) return { outcome: 'ILLEGAL_MOVE', score: 0 };
  if (!isPuzzleSolved(tiles)) return { outcome: 'NOT_SOLVED', score: 0 };
  if (tooFast(kept, body, MIN_MS_PER_SLIDE)) return { outcome: 'TOO_FAST', score: 0 };
  return { outcome: 'SOLVED', score: scorePuzzle(kept.par, body.moves.length) };
}

/**
 * A source that deals, reveals and scores the draft in the page with the server's rules, so the member's own
 * game player previews it exactly as members will play it; nothing is sent, stored or paid. `pictureUrls` are
 * the draft's pictures as the page can show them (blob: addresses of files not public yet).
 */
export function createGamePreviewSource(draft: GameDraft, pictureUrls: string[]): GamePlaySource {
  const rounds = new Map<string, PreviewRound>();
  const deal = (activityId: string): PreviewRound => {
    const base = {
      roundId: crypto.randomUUID(),
      activityId,
      game: draft.game,
      startedAt: new Date().toISOString(),
    };
    if (draft.game === 'MEMORY') {
      const pairs = MEMORY_PAIRS[draft.difficulty];
      const deck = shuffled(Array.from({ length: pairs * 2 }, (_, index) => index % pairs));
      const memory = { cardCount: deck.length, pairCount: pairs };
      const round = { ...base, maxScore: MEMORY_MAX_SCORE, memory, puzzle: null };
      return { round, deck, par: 0, reveals: [], startedAtMs: Date.now() };
    }
    const gridSize = PUZZLE_SIZES[draft.difficulty];
    const { tiles, par } = scramble(gridSize);
    const puzzle = { gridSize, tiles, imageUrl: pictureUrls[0] ?? '' };
    const round = { ...base, maxScore: PUZZLE_MAX_SCORE, memory: null, puzzle };
    return { round, deck: [], par, reveals: [], startedAtMs: Date.now() };
  };
  return {
    keyPrefix: ['games-preview', JSON.stringify(draft), ...pictureUrls],
    preview: true,
    summary: (activityId) => Promise.resolve(summaryOf(draft, activityId, pictureUrls[0] ?? null)),
    start: (activityId) => {
      const kept = deal(activityId);
      rounds.set(kept.round.roundId, kept);
      return Promise.resolve(kept.round);
    },
    reveal: (_activityId, roundId, position) => {
      const kept = rounds.get(roundId);
      const faceId = kept?.deck[position] ?? 0;
      kept?.reveals.push(position);
      const flipCount = kept?.reveals.length ?? 0;
      return Promise.resolve({ position, faceId, imageUrl: pictureUrls[faceId] ?? '', flipCount });
    },
    submit: (_activityId, roundId, body) => {
      const kept = rounds.get(roundId);
      if (!kept) return Promise.reject(new Error('No such preview round'));
      const verdict = kept.round.memory ? judgeMemory(kept, body) : judgePuzzle(kept, body);
      const score = Math.min(verdict.score, kept.round.maxScore);
      const result = {
        roundId,
        ...verdict,
        score,
        maxScore: kept.round.maxScore,
        moveCount: body.moves.length,
      };
      return Promise.resolve({ ...result, earning: null });
    },
  };
}
