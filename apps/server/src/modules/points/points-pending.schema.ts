import { COMPLETION_BLOCK_REASONS, PENDING_AWARD_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/**
 * Awards earned while the cooldown between completions ran (decision 047). A row waits until `due_at`,
 * when the `points.pending-award` job pays it through the same completion path, or refuses it with the
 * reason a member sees. One waiting row per member and activity (partial unique index).
 */
export const pointsPendingAwards = pgTable(
  'points_pending_awards',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('WAITING'),
    dueAt: instant('due_at').notNull(),
    points: integer('points').notNull(),
    reason: text('reason'),
    postingId: uuid('posting_id'),
    createdAt: instantNow('created_at'),
    settledAt: instant('settled_at'),
  },
  (table) => [
    enumCheck('points_pending_awards_status_check', table.status, PENDING_AWARD_STATUSES),
    enumCheck('points_pending_awards_reason_check', table.reason, COMPLETION_BLOCK_REASONS),
    uniqueIndex('points_pending_awards_waiting_idx')
      .on(table.userId, table.activityId)
      .where(sql`status = 'WAITING'`),
    index('points_pending_awards_user_idx').on(table.userId, table.createdAt),
    index('points_pending_awards_due_idx')
      .on(table.dueAt)
      .where(sql`status = 'WAITING'`),
  ],
);
