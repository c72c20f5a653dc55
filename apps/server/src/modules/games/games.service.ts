import { randomBytes } from 'node:crypto';
import {
  MEMORY_MAX_SCORE,
  MEMORY_PAIRS,
  PUZZLE_MAX_SCORE,
  PUZZLE_SIZES,
  type GameRound,
  type GameSummary,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import type { Activity } from '../activities/activities.queries.js';
import { mediaUrl } from '../media/media-paths.js';
import { requirePlayable } from '../activities/activities.service.js';
import type { MemorySecret, PuzzleSecret } from './game-rules.js';
import { findGame, insertRound, type GameRow } from './games.repository.js';
import { dealMemoryDeck } from './memory-game.js';
import { scramblePuzzle } from './sliding-puzzle.js';

/** An artwork reference as a URL: absolute URLs and generated data: images as they are, storage keys under the media prefix. */
export function imageUrlOf(ref: string): string {
  return /^(https?:\/\/|data:image\/)/.test(ref) ? ref : mediaUrl(ref);
}

function maxScoreOf(game: GameRow): number {
  return game.game === 'MEMORY' ? MEMORY_MAX_SCORE : PUZZLE_MAX_SCORE;
}

function summaryOf(activity: Activity, game: GameRow): GameSummary {
  const memory = game.game === 'MEMORY';
  const size = PUZZLE_SIZES[game.difficulty];
  return {
    activityId: activity.id,
    status: activity.status,
    title: activity.title,
    description: activity.description,
    game: game.game,
    difficulty: game.difficulty,
    pointsReward: activity.pointsReward,
    cardCount: memory ? MEMORY_PAIRS[game.difficulty] * 2 : size * size,
    gridSize: memory ? null : size,
    imageUrl: memory || !game.images[0] ? null : imageUrlOf(game.images[0]),
    maxScore: maxScoreOf(game),
  };
}

async function findPlayableGame(deps: AppDeps, activityId: string) {
  const activity = await requirePlayable(deps, activityId, 'GAME');
  const game = await findGame(deps.db, activityId);
  if (!game) throw new AppError('NOT_FOUND');
  return { activity, game };
}

/** GET /activities/:id/game. */
export async function getGame(deps: AppDeps, activityId: string): Promise<GameSummary> {
  const { activity, game } = await findPlayableGame(deps, activityId);
  return summaryOf(activity, game);
}

function layoutOf(game: GameRow, seed: string): MemorySecret | PuzzleSecret {
  if (game.game === 'MEMORY') {
    const pairs = MEMORY_PAIRS[game.difficulty];
    return { deck: dealMemoryDeck(seed, pairs), images: game.images.slice(0, pairs) };
  }
  const size = PUZZLE_SIZES[game.difficulty];
  const { tiles, par } = scramblePuzzle(seed, size);
  return { size, tiles, par, image: game.images[0] ?? '' };
}

/** POST /activities/:id/game/rounds: a round whose layout comes from a seed only the server knows. */
export async function startGameRound(deps: AppDeps, userId: string, activityId: string): Promise<GameRound> {
  const { game } = await findPlayableGame(deps, activityId);
  const seed = randomBytes(16).toString('hex');
  const secret = layoutOf(game, seed);
  const round = await insertRound(deps.db, {
    activityId,
    userId,
    game: game.game,
    gameVersion: game.version,
    seed,
    maxScore: maxScoreOf(game),
    secret: secret as unknown as Record<string, unknown>,
  });
  const base = { roundId: round.id, activityId, game: game.game, startedAt: round.startedAt.toISOString() };
  if ('deck' in secret) {
    const memory = { cardCount: secret.deck.length, pairCount: secret.deck.length / 2 };
    return { ...base, maxScore: round.maxScore, memory, puzzle: null };
  }
  const puzzle = { gridSize: secret.size, tiles: secret.tiles, imageUrl: imageUrlOf(secret.image) };
  return { ...base, maxScore: round.maxScore, memory: null, puzzle };
}
