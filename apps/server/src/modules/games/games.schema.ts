import { GAME_DIFFICULTIES, GAME_KINDS, GAME_OUTCOMES } from '@streamit/contract';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/** Which built-in game a GAME activity runs, and its settings. */
export const games = pgTable(
  'games',
  {
    activityId: uuid('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    game: text('game').$type<'MEMORY' | 'SLIDING_PUZZLE'>().notNull(),
    difficulty: text('difficulty').$type<'EASY' | 'MEDIUM' | 'HARD'>().notNull(),
    /** Artwork images: media storage keys or https URLs. */
    images: text('images').array().notNull(),
    /** 1 at creation; each save of a published game writes the next (decision 068). */
    version: integer('version').notNull().default(1),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    enumCheck('games_game_check', table.game, GAME_KINDS),
    enumCheck('games_difficulty_check', table.difficulty, GAME_DIFFICULTIES),
  ],
);

/**
 * A round issued to one member. `secret` holds what the client must not know up front (the memory
 * deck order); `reveals` is the server's log of memory cards shown, in order.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    game: text('game').$type<'MEMORY' | 'SLIDING_PUZZLE'>().notNull(),
    /** The game's version this round was dealt from; its layout and pictures are kept in `secret`. */
    gameVersion: integer('game_version').notNull().default(1),
    seed: text('seed').notNull(),
    secret: jsonb('secret').$type<Record<string, unknown>>().notNull(),
    reveals: integer('reveals').array().notNull().default([]),
    maxScore: integer('max_score').notNull(),
    startedAt: instantNow('started_at'),
    submittedAt: instant('submitted_at'),
    score: integer('score'),
    outcome: text('outcome'),
  },
  (table) => [
    index('game_rounds_user_idx').on(table.userId, table.activityId, table.startedAt),
    // Analytics rollups find the days that changed (modules/analytics).
    index('game_rounds_started_idx').on(table.startedAt),
    enumCheck('game_rounds_game_check', table.game, GAME_KINDS),
    enumCheck('game_rounds_outcome_check', table.outcome, GAME_OUTCOMES),
  ],
);
