import { MODERATION_DECISIONS, REPORT_RESOLUTIONS } from '@streamit/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { activities } from '../activities/activities.schema.js';
import { adminUsers } from '../admin-auth/admin-auth.schema.js';

// A moderator's decision, or the removal of reported content (which the creator sees the same way).
const RECORDED_DECISIONS = [
  ...MODERATION_DECISIONS,
  ...REPORT_RESOLUTIONS.filter((value) => value !== 'DISMISS'),
];

/** Every moderation decision on an activity, with the reason its creator sees. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    decision: text('decision').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_decisions_activity_idx').on(table.activityId, table.createdAt),
    enumCheck('moderation_decisions_decision_check', table.decision, RECORDED_DECISIONS),
  ],
);

/** Answers of admin actions by Idempotency-Key: the same key returns the first answer. */
export const adminIdempotencyKeys = pgTable(
  'admin_idempotency_keys',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    action: text('action').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.key] })],
);
