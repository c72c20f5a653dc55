import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_ENTRY_KINDS,
  LEDGER_REASON_CODES,
  LEDGER_SOURCES,
  type LedgerReasonValues,
  type PointsBreakdown,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../members/members.schema.js';
import { activities } from '../activities/activities.schema.js';
import { adminUsers } from '../admins/admins.schema.js';
import { enumCheck } from '../../db/enum-check.js';
import { PLATFORM_ACCOUNT_IDS } from './points-accounts.js';
import { instantNow, primaryUuid, requiredRef, serialId } from '../../db/table-columns.js';

/**
 * Ledger accounts. A sponsored campaign's budget is an account of kind CAMPAIGN with the campaign's id
 * (decision 061). A member's account has the member's id as its own id, so postings need no lookup;
 * the three platform accounts have fixed ids (`points-accounts.ts`). Only members' balances are
 * projected (users.total_points); platform balances are summed when asked, so no posting waits on a
 * shared hot row.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    enumCheck('points_accounts_kind_check', table.kind, LEDGER_ACCOUNT_KINDS),
    uniqueIndex('points_accounts_user_unique').on(table.userId),
    uniqueIndex('points_accounts_platform_kind_unique')
      .on(table.kind)
      .where(sql`${table.userId} is null and ${table.kind} <> 'CAMPAIGN'`),
    check(
      'points_accounts_member_check',
      sql`(${table.kind} = 'MEMBER') = (${table.userId} is not null) AND (${table.userId} is null OR ${table.userId} = ${table.id})`,
    ),
  ],
);

/**
 * One balanced movement of points: its lines live in points_entries and sum to zero (a deferred
 * constraint trigger checks it at commit, decision 022). Append-only, like its lines.
 */
export const pointsPostings = pgTable(
  'points_postings',
  {
    id: primaryUuid(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    /** `system` or `admin:<id>`: the scope its idempotency key is unique in. */
    issuer: text('issuer').notNull(),
    issuerAdminId: uuid('issuer_admin_id').references(() => adminUsers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** In English as written: the audit's, the exports' and the e-mails' wording. */
    reason: text('reason').notNull().default(''),
    /** What screens say in the reader's language (LEDGER_REASON_CODES); null for a reason typed by staff. */
    reasonCode: text('reason_code'),
    reasonValues: jsonb('reason_values').$type<LedgerReasonValues>().notNull().default({}),
    breakdown: jsonb('breakdown').$type<PointsBreakdown | Record<string, unknown>>().notNull().default({}),
    /** No foreign key: the ledger outlives a deleted activity. */
    activityId: uuid('activity_id'),
    /** The posting this one undoes (kind reverse). */
    reversesPostingId: uuid('reverses_posting_id'),
    /** A reversal of fraud: the only posting allowed to leave a member's balance below zero. */
    fraudReversal: boolean('fraud_reversal').notNull().default(false),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    enumCheck('points_postings_kind_check', table.kind, LEDGER_ENTRY_KINDS),
    enumCheck('points_postings_source_check', table.source, LEDGER_SOURCES),
    enumCheck('points_postings_reason_code_check', table.reasonCode, LEDGER_REASON_CODES),
    uniqueIndex('points_postings_issuer_key_unique').on(table.issuer, table.idempotencyKey),
    check(
      'points_postings_issuer_check',
      sql`(${table.issuer} = 'system' AND ${table.issuerAdminId} is null) OR ${table.issuer} = 'admin:' || ${table.issuerAdminId}::text`,
    ),
    check('points_postings_fraud_check', sql`NOT ${table.fraudReversal} OR ${table.kind} = 'reverse'`),
    index('points_postings_activity_idx').on(table.activityId),
    // Analytics rollups read postings by day (modules/analytics).
    index('points_postings_created_idx').on(table.createdAt),
  ],
);

/**
 * The reward pool's id written into a statement's text rather than sent as a parameter: PostgreSQL proves that a
 * statement may use a partial index from its text, and a prepared statement's generic plan knows no parameter.
 */
export const REWARD_POOL_ID_SQL = sql.raw(`'${PLATFORM_ACCOUNT_IDS.REWARD_POOL}'::uuid`);

/** The lines of a posting: a non-zero amount on one account (positive credits it). */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serialId(),
    postingId: requiredRef('posting_id', () => pointsPostings.id),
    accountId: requiredRef('account_id', () => pointsAccounts.id),
    amount: integer('amount').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    check('points_entries_amount_check', sql`${table.amount} <> 0`),
    index('points_entries_posting_idx').on(table.postingId),
    index('points_entries_account_idx').on(table.accountId, table.createdAt),
    // A member's debits (holds, spends), so the points held read stays a probe however many earn lines (096).
    // Without the reward pool's debit of every award: half the lines, and one more write on the award path.
    index('points_entries_account_debits_idx')
      .on(table.accountId)
      .where(sql`${table.amount} < 0 and ${table.accountId} <> ${REWARD_POOL_ID_SQL}`),
  ],
);

/**
 * A member's completions of an activity. `sequence` counts repeats (1 for an activity done once), and
 * the unique index makes a second award of the same completion impossible whatever the code does.
 */
export const activityCompletions = pgTable(
  'activity_completions',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    postingId: uuid('posting_id').references(() => pointsPostings.id),
    points: integer('points').notNull(),
    completedAt: instantNow('completed_at'),
  },
  (table) => [
    uniqueIndex('activity_completions_once_idx').on(table.userId, table.activityId, table.sequence),
    index('activity_completions_user_idx').on(table.userId, table.completedAt),
    index('activity_completions_completed_idx').on(table.completedAt),
    check('activity_completions_check', sql`${table.sequence} >= 1 AND ${table.points} >= 0`),
  ],
);

/** A member's points preferences; no row means the defaults (shown on the leaderboard). */
export const pointsMemberPreferences = pgTable('points_member_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hideFromLeaderboard: boolean('hide_from_leaderboard').notNull().default(false),
  updatedAt: instantNow('updated_at'),
});

/**
 * The days a member earned a reward on, one row per member and UTC day: the primary key is what makes
 * the streak bonus "once a day" under any concurrency. `days` is the streak length that day.
 */
export const pointsStreakDays = pgTable(
  'points_streak_days',
  {
    userId: requiredRef('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    postingId: uuid('posting_id').references(() => pointsPostings.id),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('points_streak_days_check', sql`${table.days} >= 1`),
  ],
);
