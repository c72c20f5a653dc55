import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { EarningFieldSchema } from '../models/earning.schemas.js';

/** The built-in games: a memory match of artworks and a sliding puzzle of a painting. */
export const GAME_KINDS = ['MEMORY', 'SLIDING_PUZZLE'] as const;
export const GameKindSchema = z.enum(GAME_KINDS);
export type GameKind = z.infer<typeof GameKindSchema>;

export const GAME_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export const GameDifficultySchema = z.enum(GAME_DIFFICULTIES);
export type GameDifficulty = z.infer<typeof GameDifficultySchema>;

/** Memory pairs per difficulty; the deck holds twice as many cards. */
export const MEMORY_PAIRS: Record<GameDifficulty, number> = { EASY: 4, MEDIUM: 6, HARD: 8 };
/** Sliding puzzle side per difficulty (3x3 or 4x4). */
export const PUZZLE_SIZES: Record<GameDifficulty, number> = { EASY: 3, MEDIUM: 3, HARD: 4 };

/** Pictures a game needs before members can play it: one artwork per memory pair, one painting per puzzle. */
export function gameImagesNeeded(game: GameKind, difficulty: GameDifficulty): number {
  return game === 'MEMORY' ? MEMORY_PAIRS[difficulty] : 1;
}

/**
 * A game as staff write it; images are media storage keys of the game's own uploads or https addresses of
 * artworks. A draft may hold fewer pictures than the game needs; publishing it asks for them all
 * (`gameImagesNeeded`, 409 GAME_IMAGES_MISSING).
 */
export const GameInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  categoryId: z.uuid().nullable().default(null),
  pointsReward: z.number().int().min(0).max(100_000).default(0),
  game: GameKindSchema,
  difficulty: GameDifficultySchema,
  images: z.array(z.string().trim().min(1).max(500)).max(16).default([]),
});
export type GameInput = z.input<typeof GameInputSchema>;

/** A game activity as members see it before playing. */
export const GameSummarySchema = z.object({
  activityId: z.uuid(),
  status: z.string(),
  title: z.string(),
  description: z.string(),
  game: GameKindSchema,
  difficulty: GameDifficultySchema,
  pointsReward: z.number().int(),
  /** MEMORY: cards in the deck; SLIDING_PUZZLE: tiles (size × size). */
  cardCount: z.number().int(),
  gridSize: z.number().int().nullable(),
  /** The painting of a sliding puzzle; memory faces are revealed one card at a time. */
  imageUrl: z.string().nullable(),
  maxScore: z.number().int(),
});
export type GameSummary = z.infer<typeof GameSummarySchema>;

/** A round issued by the server. */
export const GameRoundSchema = z.object({
  roundId: z.uuid(),
  activityId: z.uuid(),
  game: GameKindSchema,
  startedAt: z.iso.datetime(),
  maxScore: z.number().int(),
  /** MEMORY: card positions 0..cardCount-1, all face down; faces come from the reveal call. */
  memory: z.object({ cardCount: z.number().int(), pairCount: z.number().int() }).nullable(),
  /** SLIDING_PUZZLE: tiles row by row, 0 is the gap; solved is 1..n-1 then 0. */
  puzzle: z
    .object({ gridSize: z.number().int(), tiles: z.array(z.number().int()), imageUrl: z.string() })
    .nullable(),
});
export type GameRound = z.infer<typeof GameRoundSchema>;

export const RevealCardBodySchema = z.strictObject({ position: z.number().int().min(0).max(63) });
export const RevealedCardSchema = z.object({
  position: z.number().int(),
  /** Same key on both cards of a pair. */
  faceId: z.number().int(),
  imageUrl: z.string(),
  flipCount: z.number().int(),
});
export type RevealedCard = z.infer<typeof RevealedCardSchema>;

/**
 * The move log: MEMORY, the card positions flipped in order (two per turn, as revealed); SLIDING_PUZZLE,
 * the tile numbers slid into the gap in order. The score is computed by replaying it on the server.
 */
export const SubmitRoundBodySchema = z.strictObject({
  moves: z.array(z.number().int().min(0).max(63)).max(5000),
  durationMs: z.number().int().min(0).max(86_400_000),
});
export type SubmitRoundBody = z.infer<typeof SubmitRoundBodySchema>;

/** Why a log scored what it scored. Anything but SOLVED scores 0. */
export const GAME_OUTCOMES = ['SOLVED', 'NOT_SOLVED', 'ILLEGAL_MOVE', 'LOG_MISMATCH', 'TOO_FAST'] as const;
export const GameOutcomeSchema = z.enum(GAME_OUTCOMES);

export const GameRoundResultSchema = z.object({
  roundId: z.uuid(),
  outcome: GameOutcomeSchema,
  score: z.number().int(),
  maxScore: z.number().int(),
  moveCount: z.number().int(),
  /** A winning round completes the game: the award paid, kept for the cooldown, or refused with a reason. */
  earning: EarningFieldSchema,
});
export type GameRoundResult = z.infer<typeof GameRoundResultSchema>;

const IdParams = z.object({ id: z.uuid() });
const RoundParams = z.object({ id: z.uuid(), roundId: z.uuid() });

/** GET /activities/:id/game: a published game's rules. */
export const getGameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/game',
  summary: 'A game before playing: kind, difficulty, size, maximum score',
  tags: ['games'],
  auth: 'public',
  params: IdParams,
  response: GameSummarySchema,
});

/** POST /activities/:id/game/rounds: a new seeded round for the signed-in member. */
export const startGameRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/game/rounds',
  summary: 'Start a round (layout derived from a server-kept seed)',
  tags: ['games'],
  auth: 'member',
  params: IdParams,
  response: GameRoundSchema,
  successStatus: 201,
});

/** POST .../rounds/:roundId/reveal: turn one memory card face up (logged by the server). */
export const revealCardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/game/rounds/:roundId/reveal',
  summary: 'Flip a memory card',
  tags: ['games'],
  auth: 'member',
  params: RoundParams,
  body: RevealCardBodySchema,
  response: RevealedCardSchema,
});

/** POST .../rounds/:roundId/submit: replayed on the server; once per round. */
export const submitGameRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/game/rounds/:roundId/submit',
  summary: 'Submit the move log of a round; the server replays it and scores',
  tags: ['games'],
  auth: 'member',
  params: RoundParams,
  body: SubmitRoundBodySchema,
  response: GameRoundResultSchema,
});
