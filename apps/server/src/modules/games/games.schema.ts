import { GAME_DIFFICULTIES, GAME_KINDS, GAME_OUTCOMES } from '@streamit/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').$type<'MEMORY' | 'SLIDING_PUZZLE'>().notNull(),
    /** The game's version this round was dealt from; its layout and pictures are kept in `secret`. */
    gameVersion: integer('game_version').notNull().default(1),
    seed: text('seed').notNull(),
    secret: jsonb('secret').$type<Record<string, unknown>>().notNull(),
    reveals: integer('reveals').array().notNull().default([]),
    maxScore: integer('max_score').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
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
