import { z } from 'zod';
import {
  AnalyticsPeriodSchema,
  AnalyticsRangeFieldsSchema,
  ComparedSchema,
  withRangeRules,
} from './admin-analytics.js';

export const CONTENT_SORTS = [
  'views',
  'watchSeconds',
  'completions',
  'completionRate',
  'averageWatchShare',
  'quizPassRate',
  'gameWinRate',
  'pointsPaid',
  'title',
] as const;
export const CONTENT_PAGE_SIZE_MAX = 100;

/** `/admin/analytics/content-performance` query: the range, per activity or category, sort, search, page. */
export const ContentPerformanceQuerySchema = withRangeRules(
  AnalyticsRangeFieldsSchema.extend({
    scope: z.enum(['activity', 'category']).default('activity'),
    sort: z.enum(CONTENT_SORTS).default('views'),
    order: z.enum(['asc', 'desc']).default('desc'),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(25),
  }),
);
export type ContentPerformanceQuery = z.infer<typeof ContentPerformanceQuerySchema>;

/** One activity's (or category's) figures over the range; rates are 0..1, null when nothing to divide by. */
export const ContentPerformanceRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  views: z.number(),
  sessions: z.number(),
  watchSeconds: z.number(),
  completions: z.number(),
  /** Completions per watch session. */
  completionRate: z.number().nullable(),
  /** Verified seconds per session over the duration (videos with a duration only). */
  averageWatchShare: z.number().nullable(),
  quizPassRate: z.number().nullable(),
  gameWinRate: z.number().nullable(),
  pointsPaid: z.number(),
});
export type ContentPerformanceRow = z.infer<typeof ContentPerformanceRowSchema>;

/** GET /admin/analytics/content-performance. */
export const ContentPerformanceReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  rows: z.array(ContentPerformanceRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({
    views: ComparedSchema,
    watchSeconds: ComparedSchema,
    completions: ComparedSchema,
    pointsPaid: ComparedSchema,
  }),
});
export type ContentPerformanceReport = z.infer<typeof ContentPerformanceReportSchema>;

/** GET /admin/analytics/financial-overview: points in and out of members' balances, exchanges, ARTFI paid. */
export const FinancialOverviewSchema = z.object({
  period: AnalyticsPeriodSchema,
  /** Points credited to members by ledger source (earnings, referrals, bonuses, grants, releases...). */
  issuedBySource: z.array(z.object({ source: z.string(), current: z.number(), previous: z.number() })),
  /** Points taken from members by posting kind (spend, hold for an exchange, expire, reverse...). */
  debitedByKind: z.array(z.object({ kind: z.string(), current: z.number(), previous: z.number() })),
  issued: ComparedSchema,
  debited: ComparedSchema,
  /** Members' balances summed at the end of the range (and of the previous period): what is owed. */
  outstandingLiability: ComparedSchema,
  series: z.array(z.object({ bucket: z.iso.date(), issued: z.number(), debited: z.number() })),
  /** Exchanges requested in the range by their status now (read live from the exchanges table). */
  exchangesByStatus: z.array(z.object({ status: z.string(), count: z.number(), points: z.number() })),
  /** ARTFI sent to members by settled exchanges in the range, in wei (decimal string). */
  artfiPaidWei: z.object({ current: z.string(), previous: z.string() }),
  /** Points members paid the merchandise store in the range, less what it returned (the STORE account's net). */
  storeRevenuePoints: ComparedSchema,
  /** ARTFI members paid the store in the range (wei, decimal string), less ARTFI payments returned in it. */
  storeRevenueArtfiWei: z.object({ current: z.string(), previous: z.string() }),
});
export type FinancialOverview = z.infer<typeof FinancialOverviewSchema>;

/** One partner's figures in the range: its campaigns and the bonuses they paid (reach = distinct members). */
export const PartnerReportRowSchema = z.object({
  name: z.string(),
  status: z.string(),
  campaigns: z.number(),
  reach: z.number(),
  bonuses: z.number(),
  bonusPoints: z.number(),
  budgetLeft: z.number(),
});
export type PartnerReportRow = z.infer<typeof PartnerReportRowSchema>;

/**
 * GET /admin/analytics/partners (decision 061): applications and their outcomes, partners by status now, the
 * sponsored bonuses paid and the members they reached beside the period before, and the budgets of the campaigns
 * that ran in the range. Read live: the program's tables are small.
 */
export const PartnersReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  /** Applications sent in the range, and those approved or rejected in it. */
  applications: z.object({ submitted: ComparedSchema, approved: ComparedSchema, rejected: ComparedSchema }),
  partnersByStatus: z.array(z.object({ status: z.string(), partners: z.number() })),
  bonus: z.object({ points: ComparedSchema, bonuses: ComparedSchema, reach: ComparedSchema }),
  /** Campaigns whose window meets the range: their budgets, what they paid out so far and what is left now. */
  budgets: z.object({
    campaigns: z.number(),
    budgetPoints: z.number(),
    spentPoints: z.number(),
    leftPoints: z.number(),
  }),
  partners: z.array(PartnerReportRowSchema),
});
export type PartnersReport = z.infer<typeof PartnersReportSchema>;

/** One country's figures; country null gathers members whose country is unknown (private or unmapped addresses). */
export const GeographicRowSchema = z.object({
  country: z.string().nullable(),
  /** Members who signed up from the country up to the end of the range. */
  members: z.number(),
  newMembers: z.number(),
  /** Distinct members active from the country in the range and in the previous period. */
  active: z.number(),
  activePrevious: z.number(),
  watchSeconds: z.number(),
  pointsEarned: z.number(),
});

/** GET /admin/analytics/geographic: members, active members, watch time and points by country. */
export const GeographicReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  rows: z.array(GeographicRowSchema),
});
export type GeographicReport = z.infer<typeof GeographicReportSchema>;
