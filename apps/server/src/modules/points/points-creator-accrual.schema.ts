import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instantNow, requiredRef, serialId } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';
import { pointsPostings } from './points-ledger.schema.js';

/**
 * A creator's share of one member award, accrued in the award's transaction instead of moving the creator's
 * row there (decision 046): inserting a row locks nothing another award waits for. The settlement job folds
 * unsettled rows into one posting per creator and sets `posting_id`, once, under the rows' locks. The unique
 * (activity, member, sequence) index is the old posting key's role: one share per award, whatever retries.
 */
export const pointsCreatorAccruals = pgTable(
  'points_creator_accruals',
  {
    id: serialId(),
    creatorId: requiredRef('creator_id', () => users.id),
    memberId: requiredRef('member_id', () => users.id),
    // No foreign key, as points_postings.activity_id: deleting an activity never touches money.
    activityId: uuid('activity_id').notNull(),
    sequence: integer('sequence').notNull(),
    memberPoints: integer('member_points').notNull(),
    share: integer('share').notNull(),
    createdAt: instantNow('created_at'),
    postingId: uuid('posting_id').references(() => pointsPostings.id),
  },
  (table) => [
    uniqueIndex('points_creator_accruals_award_idx').on(table.activityId, table.memberId, table.sequence),
    index('points_creator_accruals_unsettled_idx')
      .on(table.id)
      .where(sql`${table.postingId} IS NULL`),
    index('points_creator_accruals_creator_idx').on(table.creatorId, table.createdAt),
    check('points_creator_accruals_share_check', sql`${table.share} > 0`),
  ],
);
