import { z } from 'zod';

/** Longest range one report covers, in days (a year and a little). */
export const ANALYTICS_MAX_RANGE_DAYS = 400;
/** Weeks after the sign-up week that the retention grid follows (week 0 is the sign-up week). */
export const RETENTION_WEEKS = 12;
export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export const AnalyticsGranularitySchema = z.enum(ANALYTICS_GRANULARITIES);
export type AnalyticsGranularity = z.infer<typeof AnalyticsGranularitySchema>;

const DAY_MS = 86_400_000;

/** The fields of every report's query: UTC days, both included; to defaults to today, from to 29 days before. */
export const AnalyticsRangeFieldsSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  granularity: AnalyticsGranularitySchema.default('day'),
});

/** Adds the range rules (from not after to, at most ANALYTICS_MAX_RANGE_DAYS) to a report's query. */
export function withRangeRules<T extends typeof AnalyticsRangeFieldsSchema>(schema: T) {
  return schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    })
    .refine(
      (q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < ANALYTICS_MAX_RANGE_DAYS,
      { message: `The range may cover at most ${ANALYTICS_MAX_RANGE_DAYS} days`, path: ['to'] },
    );
}

/** `?from=&to=&granularity=` of the reports. */
export const AnalyticsRangeQuerySchema = withRangeRules(AnalyticsRangeFieldsSchema);
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuerySchema>;

/** Oldest the analytics rollups may be when a report answers: older ones are rolled up first (decision 058). */
export const ANALYTICS_FRESH_SECONDS = 60;

/** The range a report covers, the same-length period just before it, and how fresh its rollups are. */
export const AnalyticsPeriodSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
  granularity: AnalyticsGranularitySchema,
  /** The rollups include raw rows up to this moment (the oldest watermark the report reads); null before any run. */
  asOf: z.iso.datetime().nullable(),
});
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>;

/** A figure for the range and the same figure for the previous period. */
export const ComparedSchema = z.object({ current: z.number(), previous: z.number() });
export type Compared = z.infer<typeof ComparedSchema>;

export const SIGNUP_SOURCES = ['EMAIL', 'GOOGLE', 'TWITTER', 'REFERRAL', 'UNKNOWN'] as const;
export const SignupSourceSchema = z.enum(SIGNUP_SOURCES);

/** GET /admin/analytics/users. */
export const UsersReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  summary: z.object({
    signups: ComparedSchema,
    verified: ComparedSchema,
    /** Distinct members active at least once in the range. */
    active: ComparedSchema,
    /** Average of the daily distinct active members. */
    dau: ComparedSchema,
    /** Distinct active members in the range's last 7 days. */
    wau: ComparedSchema,
    /** Distinct active members in the range's last 30 days. */
    mau: ComparedSchema,
  }),
  /** One row per bucket (day, week or month), oldest first; active is distinct within the bucket. */
  series: z.array(
    z.object({ bucket: z.iso.date(), signups: z.number(), verified: z.number(), active: z.number() }),
  ),
  /** Sign-ups by how the account was made; a referred sign-up counts as REFERRAL whatever its method. */
  sources: z.array(z.object({ source: SignupSourceSchema, current: z.number(), previous: z.number() })),
  /** Members per tier now (counted live, not a rollup). */
  tiers: z.array(z.object({ tier: z.string(), members: z.number() })),
  /**
   * Tier changes in the range and in the period before, by from → to (a member raised twice counts twice); only
   * changes since tier history began (migration 0049) are known.
   */
  tierMovements: z.array(
    z.object({ from: z.string(), to: z.string(), current: z.number(), previous: z.number() }),
  ),
  /** Sign-up cohorts by week in the range: size and active members in weeks 0..12 (null: not reached yet). */
  retention: z.array(
    z.object({ week: z.iso.date(), size: z.number(), active: z.array(z.number().nullable()) }),
  ),
});
export type UsersReport = z.infer<typeof UsersReportSchema>;

/** One row of daily-stats: the platform's figures for one bucket. */
export const PlatformStatRowSchema = z.object({
  bucket: z.iso.date(),
  newMembers: z.number(),
  activeMembers: z.number(),
  watchSeconds: z.number(),
  pointsIssued: z.number(),
  pointsSpent: z.number(),
});
export type PlatformStatRow = z.infer<typeof PlatformStatRowSchema>;

/** GET /admin/analytics/daily-stats. */
export const DailyStatsReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  rows: z.array(PlatformStatRowSchema),
  totals: z.object({
    newMembers: ComparedSchema,
    activeMembers: ComparedSchema,
    watchSeconds: ComparedSchema,
    pointsIssued: ComparedSchema,
    pointsSpent: ComparedSchema,
  }),
});
export type DailyStatsReport = z.infer<typeof DailyStatsReportSchema>;
