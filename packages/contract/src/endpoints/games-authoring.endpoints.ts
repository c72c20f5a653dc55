import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityStatusSchema } from '../models/activity.schemas.js';
import { GameDifficultySchema, GameInputSchema, GameKindSchema } from './games.endpoints.js';

/** A game picture as stored (`ref`, what the game keeps) and where the page shows it (`url`). */
export const GameImageSchema = z.object({ ref: z.string(), url: z.string() });
export type GameImage = z.infer<typeof GameImageSchema>;

/** A game as staff edit and review it: every parameter, its status and its version. */
export const GameAuthoringSchema = z.object({
  activityId: z.uuid(),
  status: ActivityStatusSchema,
  /** 1 at creation; each save of a published game writes the next (rounds keep the version they began on). */
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  categoryId: z.uuid().nullable(),
  pointsReward: z.number().int(),
  game: GameKindSchema,
  difficulty: GameDifficultySchema,
  images: z.array(GameImageSchema),
});
export type GameAuthoring = z.infer<typeof GameAuthoringSchema>;

/** One game in the staff list: enough to find it and open its editor. */
export const StaffGameRowSchema = z.object({
  activityId: z.uuid(),
  title: z.string(),
  status: ActivityStatusSchema,
  version: z.number().int(),
  game: GameKindSchema,
  difficulty: GameDifficultySchema,
  updatedAt: z.iso.datetime(),
});
export type StaffGameRow = z.infer<typeof StaffGameRowSchema>;

const IdParams = z.object({ id: z.uuid() });

/** GET /admin/games: every game, drafts included, most recently changed first (at most 200). */
export const listAdminGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/games',
  summary: 'Every game, drafts included',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  response: z.object({ games: z.array(StaffGameRowSchema) }),
});

/** POST /admin/games: staff start a game as a DRAFT (its pictures are uploaded to it next). */
export const createGameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/games',
  summary: 'Create a draft game',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  body: GameInputSchema,
  response: GameAuthoringSchema,
  successStatus: 201,
});

/** PUT /admin/games/:id: a draft is rewritten; a published game gets its next version (rounds keep theirs). */
export const updateGameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/games/:id',
  summary: "Replace a game's parameters",
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: IdParams,
  body: GameInputSchema,
  response: GameAuthoringSchema,
});

/** GET /admin/games/:id: every parameter of any game, pictures included, for staff and moderators. */
export const getAdminGameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/games/:id',
  summary: "A game's parameters, status and version",
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: IdParams,
  response: GameAuthoringSchema,
});

/** POST /admin/games/:id/publish: a complete draft goes live (409 GAME_IMAGES_MISSING, GAME_NOT_DRAFT). */
export const publishGameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/games/:id/publish',
  summary: 'Publish a draft game',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: IdParams,
  response: GameAuthoringSchema,
});

/** POST /admin/games/:id/images: a picture for the game (multipart "file"; JPEG, PNG or WebP, re-encoded). */
export const uploadGameImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/games/:id/images',
  summary: 'Upload a picture for a game',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: IdParams,
  response: GameImageSchema,
  successStatus: 201,
});
