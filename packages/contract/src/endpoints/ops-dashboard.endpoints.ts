import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** The dashboard's figures, in the order the screen shows them. */
export const DASHBOARD_KPIS = [
  'members',
  'newSignups',
  'activeToday',
  'watchHours',
  'pointsIssued',
  'pointsSpent',
  'pendingModeration',
  'pendingExchanges',
  'pendingSocialClaims',
  'pendingCreatorApplications',
  'openTickets',
  'failedJobs',
] as const;
export const DashboardKpiKeySchema = z.enum(DASHBOARD_KPIS);
export type DashboardKpiKey = z.infer<typeof DashboardKpiKeySchema>;

/** Days in one dashboard period: figures compare the last 7 days with the 7 before. */
export const DASHBOARD_PERIOD_DAYS = 7;
/** Days of the daily series the charts draw. */
export const DASHBOARD_SERIES_DAYS = 30;
/** Oldest today's figures may be when the dashboard answers: an older row is recomputed first. */
export const DASHBOARD_FRESH_SECONDS = 30;

/** One KPI card: the figure now, the same figure one period earlier, and the screen behind it. */
export const DashboardKpiSchema = z.object({
  key: DashboardKpiKeySchema,
  value: z.number(),
  /** Null when there is nothing to compare with (a queue counted live). */
  previous: z.number().nullable(),
  /** Admin screen to open, e.g. `/admin/moderation`; null when the viewer may open none of its screens. */
  href: z.string().nullable(),
});
export type DashboardKpi = z.infer<typeof DashboardKpiSchema>;

/** One day of the rollup the daily-stats task computes. */
export const DailyStatSchema = z.object({
  day: z.iso.date(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  watchSeconds: z.number().int(),
  pointsIssued: z.number().int(),
  pointsSpent: z.number().int(),
});
export type DailyStat = z.infer<typeof DailyStatSchema>;

/** Something staff should look at, most urgent first. */
export const AttentionItemSchema = z.object({
  key: DashboardKpiKeySchema,
  count: z.number().int(),
  urgency: z.enum(['high', 'medium', 'low']),
  href: z.string(),
});
export type AttentionItem = z.infer<typeof AttentionItemSchema>;

/** GET /admin/dashboard answer; figures the caller may not see are left out. */
export const AdminDashboardSchema = z.object({
  kpis: z.array(DashboardKpiSchema),
  /** Oldest day first; empty without analytics permission. */
  series: z.array(DailyStatSchema),
  attention: z.array(AttentionItemSchema),
  /** When today's period figures were computed (at most DASHBOARD_FRESH_SECONDS before the answer). */
  statsComputedAt: z.iso.datetime().nullable(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** GET /admin/dashboard (any staff): KPIs with trends, daily series and what needs attention. */
export const getAdminDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  summary: 'Operations dashboard: KPIs with trends, daily series, needs attention',
  tags: ['admin-dashboard'],
  auth: 'admin',
  anyStaff: true,
  response: AdminDashboardSchema,
});
