import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/table-columns.js';

/**
 * One row per member and UTC day the member was active (started a watch session, completed an activity or
 * signed in): DAU/WAU/MAU, cohort retention and active members by country are distinct counts over these rows.
 */
export const analyticsMemberDays = pgTable(
  'analytics_member_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    /** The member's sign-up day: the cohort of the retention grid, without a join to users. */
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
    /** The first country recorded that day (watch session, then sign-in), else the sign-up country. */
    country: text('country'),
    watchSeconds: doublePrecision('watch_seconds').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    pointsEarned: bigint('points_earned', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    index('analytics_member_days_user_idx').on(table.userId, table.day),
  ],
);

/**
 * Per UTC day, the day's active members by how long before it each was last active: `reach[i]` (1-based)
 * counts the members active that day whose previous active day is at least i days earlier (never active before,
 * or ANALYTICS_MAX_RANGE_DAYS or more days earlier, counts for every i). A member is active in a range
 * [from, to] exactly once, on their first active day in it, so the distinct active members of any range of at
 * most ANALYTICS_MAX_RANGE_DAYS days are the sum over its days of `reach[day - from + 1]` (0 past the array's
 * end): one row per day read instead of every member-day.
 */
export const analyticsReachDays = pgTable('analytics_reach_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reach: integer('reach').array().notNull(),
});

/**
 * The same per UTC day and member-day country ('' unknown; the previous active day counted is the previous one
 * in that country), with the member-days' watch seconds and points summed: the geographic reports read these.
 */
export const analyticsCountryReachDays = pgTable(
  'analytics_country_reach_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    reach: integer('reach').array().notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    pointsEarned: bigint('points_earned', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.country] })],
);

/** The retention grid's cells: members of a sign-up week (Monday) active in a later week, up to RETENTION_WEEKS. */
export const analyticsRetentionWeeks = pgTable(
  'analytics_retention_weeks',
  {
    cohortWeek: date('cohort_week', { mode: 'string' }).notNull(),
    activeWeek: date('active_week', { mode: 'string' }).notNull(),
    active: integer('active').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortWeek, table.activeWeek] })],
);

/** Sign-ups per UTC day, method, referral and country; `verified` counts those whose email is verified now. */
export const analyticsSignupDays = pgTable(
  'analytics_signup_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    referred: boolean('referred').notNull(),
    country: text('country').notNull(),
    signups: integer('signups').notNull(),
    verified: integer('verified').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.method, table.referred, table.country] })],
);

/** The sign-up days without their country: what the users report reads (a few rows a day). */
export const analyticsSignupMethodDays = pgTable(
  'analytics_signup_method_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    referred: boolean('referred').notNull(),
    signups: integer('signups').notNull(),
    verified: integer('verified').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.method, table.referred] })],
);

/** Per activity and UTC day: sessions, viewers, verified seconds, completions, points paid, quizzes, games. */
export const analyticsContentDays = pgTable(
  'analytics_content_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    activityId: uuid('activity_id').notNull(),
    views: integer('views').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    watchSeconds: doublePrecision('watch_seconds').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    pointsPaid: bigint('points_paid', { mode: 'number' }).notNull().default(0),
    quizAttempts: integer('quiz_attempts').notNull().default(0),
    quizPassed: integer('quiz_passed').notNull().default(0),
    gameRounds: integer('game_rounds').notNull().default(0),
    gameWon: integer('game_won').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.activityId] })],
);

/** The content days summed per UTC day (every activity): the platform-wide figures read one row per day. */
export const analyticsContentTotalDays = pgTable('analytics_content_total_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull(),
  sessions: bigint('sessions', { mode: 'number' }).notNull(),
  watchSeconds: doublePrecision('watch_seconds').notNull(),
  completions: bigint('completions', { mode: 'number' }).notNull(),
  pointsPaid: bigint('points_paid', { mode: 'number' }).notNull(),
});

/** Members per tier, counted by each run of the job on its UTC day (the last run of a day stays). */
export const analyticsTierDays = pgTable(
  'analytics_tier_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    tier: text('tier').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.tier] })],
);

/**
 * Running totals of the content days per activity: each row sums the activity's content days up to and including
 * its day (one row per content day). A range's figures are the row at its end less the row before its start:
 * two index probes per activity instead of every content day in the range.
 */
export const analyticsContentRunningDays = pgTable(
  'analytics_content_running_days',
  {
    activityId: uuid('activity_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    sessions: bigint('sessions', { mode: 'number' }).notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    completions: bigint('completions', { mode: 'number' }).notNull(),
    pointsPaid: bigint('points_paid', { mode: 'number' }).notNull(),
    quizAttempts: bigint('quiz_attempts', { mode: 'number' }).notNull(),
    quizPassed: bigint('quiz_passed', { mode: 'number' }).notNull(),
    gameRounds: bigint('game_rounds', { mode: 'number' }).notNull(),
    gameWon: bigint('game_won', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.day] })],
);

/** The content days of creators' content summed per UTC day and creator (the creators report reads these). */
export const analyticsCreatorDays = pgTable(
  'analytics_creator_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    creatorId: uuid('creator_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    /** A session started or a completion on the creator's content that day. */
    active: boolean('active').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.creatorId] }),
    index('analytics_creator_days_creator_idx').on(table.creatorId, table.day),
  ],
);

/** Reach days of creators (as analyticsReachDays for members: a creator is active on a day of their active
 * creator days), with the creators' watch seconds of the day. */
export const analyticsCreatorReachDays = pgTable('analytics_creator_reach_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reach: integer('reach').array().notNull(),
  watchSeconds: doublePrecision('watch_seconds').notNull(),
});

/** Members' ledger lines per UTC day, posting kind and source: points credited to and debited from members. */
export const analyticsPointsDays = pgTable(
  'analytics_points_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    credited: bigint('credited', { mode: 'number' }).notNull(),
    debited: bigint('debited', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.source] })],
);

/** Each rollup's watermark: raw rows changed before it (less a 5-minute overlap) are in the rollup. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  rollup: text('rollup').primaryKey(),
  rolledUntil: instant('rolled_until').notNull(),
  lastRunAt: instant('last_run_at')
    .notNull()
    .default(sql`now()`),
});

/** Security events per UTC day and event (contract SECURITY_EVENTS): failed sign-ins, lockouts, refusals. */
export const analyticsSecurityDays = pgTable(
  'analytics_security_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.event] })],
);

/**
 * Items the analytics job saw in the review queue, with the time they entered it (the activity's updated_at
 * while pending, as the queue orders them): the start of each decision's time to decision.
 */
export const analyticsModerationWaits = pgTable(
  'analytics_moderation_waits',
  {
    activityId: uuid('activity_id').notNull(),
    queuedAt: instant('queued_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.queuedAt] })],
);

/** The review queue's size per UTC day at the day's last sample by the analytics job (no history before it ran). */
export const analyticsQueueDays = pgTable('analytics_queue_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  queueSize: integer('queue_size').notNull(),
});

/** One row per moderation decision: its day, moderator, outcome and seconds since the item was queued. */
export const analyticsDecisions = pgTable(
  'analytics_decisions',
  {
    decisionId: uuid('decision_id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    adminId: uuid('admin_id'),
    decision: text('decision').notNull(),
    /** Null when the job never saw the item in the queue (queued and decided between two runs, or before any). */
    waitSeconds: doublePrecision('wait_seconds'),
  },
  (table) => [index('analytics_decisions_day_idx').on(table.day)],
);

/** Members' reports per UTC day received, reason and resolution ('' while open). */
export const analyticsReportDays = pgTable(
  'analytics_report_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    resolution: text('resolution').notNull(),
    reports: integer('reports').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.reason, table.resolution] })],
);
