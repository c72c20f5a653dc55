import { defineEndpoint } from '../endpoint.js';
import { ANALYTICS_PERMISSION } from '../models/staff-access.js';
import {
  AnalyticsRangeQuerySchema,
  DailyStatsReportSchema,
  UsersReportSchema,
} from '../models/admin-analytics.js';
import {
  ContentPerformanceQuerySchema,
  ContentPerformanceReportSchema,
  FinancialOverviewSchema,
  GeographicReportSchema,
  PartnersReportSchema,
} from '../models/admin-analytics-content.js';
import { CreatorsReportSchema, GeographicGrowthReportSchema } from '../models/admin-analytics-growth.js';
import { ModerationReportSchema, SecurityReportSchema } from '../models/admin-analytics-trust.js';

const access = { auth: 'admin', permission: ANALYTICS_PERMISSION, tags: ['admin-analytics'] } as const;

/** GET /admin/analytics/users: sign-ups, verified, active members, retention, tiers, sources. */
export const getUsersAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/users',
  summary: 'Member growth, activity and retention over a range, with the previous period',
  query: AnalyticsRangeQuerySchema,
  response: UsersReportSchema,
});

/** GET /admin/analytics/daily-stats: the platform's rows per day, week or month. */
export const getDailyStatsAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/daily-stats',
  summary: "The platform's daily figures for any range, with the previous period's totals",
  query: AnalyticsRangeQuerySchema,
  response: DailyStatsReportSchema,
});

/** GET /admin/analytics/content-performance: per activity or category, sortable, searchable, paged. */
export const getContentPerformanceAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/content-performance',
  summary: 'Views, watch time, completion, quiz and game rates and points paid per activity or category',
  query: ContentPerformanceQuerySchema,
  response: ContentPerformanceReportSchema,
});

/** GET /admin/analytics/financial-overview: points issued and taken, liability, exchanges, ARTFI paid. */
export const getFinancialOverviewAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/financial-overview',
  summary: 'Points issued by source, spent and exchanged, outstanding liability, exchanges and ARTFI paid',
  query: AnalyticsRangeQuerySchema,
  response: FinancialOverviewSchema,
});

/** GET /admin/analytics/partners: says plainly that no partners program data exists yet. */
export const getPartnersAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/partners',
  summary: 'Partners program figures (none recorded until the program has its tables)',
  query: AnalyticsRangeQuerySchema,
  response: PartnersReportSchema,
});

/** GET /admin/analytics/geographic: members, active members, watch time and points per country. */
export const getGeographicAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/geographic',
  summary: 'Members, active members, verified watch time and points earned per country',
  query: AnalyticsRangeQuerySchema,
  response: GeographicReportSchema,
});

/** GET /admin/analytics/security: failed sign-ins, lockouts, suspicious activity, 2FA, suspensions, refusals. */
export const getSecurityAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/security',
  summary:
    'Failed sign-ins, lockouts, suspicious activity, two-factor adoption, suspensions and refused staff calls',
  query: AnalyticsRangeQuerySchema,
  response: SecurityReportSchema,
});

/** GET /admin/analytics/moderation: queue size, decisions per moderator, time to decision, outcomes, reports. */
export const getModerationAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/moderation',
  summary: 'Review queue size, decisions per moderator, time to decision, outcomes and reports by reason',
  query: AnalyticsRangeQuerySchema,
  response: ModerationReportSchema,
});

/** GET /admin/analytics/creators: applications and outcomes, active creators, top creators. */
export const getCreatorsAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/creators',
  summary: 'Creator applications and outcomes, active creators and the top creators by verified watch time',
  query: AnalyticsRangeQuerySchema,
  response: CreatorsReportSchema,
});

/** GET /admin/analytics/geographic-growth: sign-ups and active members by country over time. */
export const getGeographicGrowthAnalyticsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/analytics/geographic-growth',
  summary: 'Sign-ups and active members by country over time, fastest-growing countries first',
  query: AnalyticsRangeQuerySchema,
  response: GeographicGrowthReportSchema,
});
