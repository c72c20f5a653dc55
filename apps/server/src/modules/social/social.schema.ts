import { SOCIAL_CLAIM_STATES, SOCIAL_TASK_KINDS, SOCIAL_VERIFIED_VIA, TIERS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';
import { pointsPostings } from '../points/points-ledger.schema.js';

/**
 * A task staff define: follow an X account, like or retweet a post. `completions` counts verified claims
 * and is raised by one conditional UPDATE, so `max_completions` holds under any concurrency.
 */
export const socialTasks = pgTable(
  'social_tasks',
  {
    id: primaryUuid(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The account's username (FOLLOW) or the post's id (LIKE, RETWEET). */
    target: text('target').notNull(),
    points: integer('points').notNull(),
    maxCompletions: integer('max_completions'),
    completions: integer('completions').notNull().default(0),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    minTier: text('min_tier'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    enumCheck('social_tasks_kind_check', table.kind, SOCIAL_TASK_KINDS),
    enumCheck('social_tasks_min_tier_check', table.minTier, TIERS),
    check('social_tasks_points_check', sql`${table.points} > 0`),
    check(
      'social_tasks_completions_check',
      sql`${table.completions} >= 0 AND (${table.maxCompletions} is null OR ${table.completions} <= ${table.maxCompletions})`,
    ),
    check(
      'social_tasks_window_check',
      sql`${table.startsAt} is null OR ${table.endsAt} is null OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * A member's claim on a task: evidence waiting for review, verified (with the posting that paid it),
 * rejected, or reversed (with the reversing posting). Unique per task and member: a member is paid for
 * a task once, whatever runs in parallel.
 */
export const socialTaskClaims = pgTable(
  'social_task_claims',
  {
    id: primaryUuid(),
    taskId: requiredRef('task_id', () => socialTasks.id),
    userId: requiredRef('user_id', () => users.id),
    state: text('state').notNull(),
    verifiedVia: text('verified_via'),
    /** The X account checked (the member's linked X id when verified through the API). */
    xUserId: text('x_user_id'),
    evidenceUrl: text('evidence_url'),
    evidenceText: text('evidence_text'),
    points: integer('points').notNull().default(0),
    postingId: uuid('posting_id').references(() => pointsPostings.id),
    reversalPostingId: uuid('reversal_posting_id').references(() => pointsPostings.id),
    /** Staff's reason for a rejection or a bypass, or why the reward was reversed. */
    reason: text('reason'),
    reviewerAdminId: uuid('reviewer_admin_id').references(() => adminUsers.id),
    verifiedAt: instant('verified_at'),
    lastCheckedAt: instant('last_checked_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    enumCheck('social_task_claims_state_check', table.state, SOCIAL_CLAIM_STATES),
    enumCheck('social_task_claims_verified_via_check', table.verifiedVia, SOCIAL_VERIFIED_VIA),
    uniqueIndex('social_task_claims_once_idx').on(table.taskId, table.userId),
    index('social_task_claims_state_idx').on(table.state, table.createdAt),
    index('social_task_claims_recheck_idx')
      .on(table.lastCheckedAt)
      .where(sql`${table.state} = 'VERIFIED' AND ${table.verifiedVia} = 'X_API'`),
    check(
      'social_task_claims_paid_check',
      sql`${table.state} NOT IN ('VERIFIED', 'REVERSED') OR ${table.verifiedAt} is not null`,
    ),
  ],
);
