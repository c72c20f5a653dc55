import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityStatusSchema, TranscodeStateSchema } from '../models/activity.schemas.js';

/** Ranges the creator screens offer, in UTC days ending today. */
export const ANALYTICS_RANGES = [7, 28, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** Points of the retention curve: 0 %, 5 %, … 100 % of a video's duration. */
export const RETENTION_MARKS = 21;

/** Totals of one period, read from the daily rollups. */
export const CreatorTotalsSchema = z.object({
  views: z.number().int(),
  uniqueViewers: z.number().int(),
  watchSeconds: z.number(),
  /** Verified watch seconds per counted view (0 without views). */
  averageViewSeconds: z.number(),
  earnedPoints: z.number().int(),
});
export type CreatorTotals = z.infer<typeof CreatorTotalsSchema>;

/** A period's totals, the previous period of the same length, and each change in percent (null from 0). */
export const CreatorPeriodSchema = z.object({
  range: z.number().int(),
  current: CreatorTotalsSchema,
  previous: CreatorTotalsSchema,
  trend: z.object({
    views: z.number().nullable(),
    uniqueViewers: z.number().nullable(),
    watchSeconds: z.number().nullable(),
    earnedPoints: z.number().nullable(),
  }),
});
export type CreatorPeriod = z.infer<typeof CreatorPeriodSchema>;

export const CreatorSeriesDaySchema = z.object({
  day: z.iso.date(),
  views: z.number().int(),
  viewers: z.number().int(),
  watchSeconds: z.number(),
  earnedPoints: z.number().int(),
});

/** GET /creator/analytics: one period of all the creator's content or of one item. */
export const CreatorAnalyticsSchema = z.object({
  period: CreatorPeriodSchema,
  /** Every day of the period, oldest first, zeros included. */
  series: z.array(CreatorSeriesDaySchema),
  /** Share (0–1) of viewers whose watched sections cover each 5 % mark; empty without viewers. */
  retention: z.object({
    viewers: z.number().int(),
    points: z.array(z.object({ percent: z.number().int(), share: z.number() })),
  }),
  /** Quiz and game attempts of the period: started → finished → passed. */
  funnel: z.object({ started: z.number().int(), completed: z.number().int(), passed: z.number().int() }),
  /** Unique viewers by country (ISO code; null when unknown), most first. */
  countries: z.array(z.object({ country: z.string().nullable(), viewers: z.number().int() })),
  /** Followers gained in the period; null until follows exist (see decision 041). */
  followersGained: z.number().int().nullable(),
  /** The rollups include changes up to this moment (null before their first run). */
  rolledUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type CreatorAnalytics = z.infer<typeof CreatorAnalyticsSchema>;

export const CreatorAnalyticsQuerySchema = z.strictObject({
  range: z.coerce
    .number()
    .int()
    .refine((value) => (ANALYTICS_RANGES as readonly number[]).includes(value), {
      message: 'The range must be 7, 28 or 90 days',
    })
    .default(28),
  contentId: z.uuid().optional(),
});

export const getCreatorAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/creator/analytics',
  summary: 'Views, viewers, watch time, retention, funnel and countries of your content (creators only)',
  tags: ['creator'],
  auth: 'member',
  query: CreatorAnalyticsQuerySchema,
  response: CreatorAnalyticsSchema,
});

/** Something the creator should act on. */
export const CreatorTaskSchema = z.object({
  kind: z.enum(['CHANGES_REQUESTED', 'REJECTED', 'PROCESSING_FAILED']),
  activityId: z.uuid(),
  title: z.string(),
  reason: z.string().nullable(),
});
export type CreatorTask = z.infer<typeof CreatorTaskSchema>;

/** GET /creator/dashboard: Creator Studio's first screen. */
export const CreatorDashboardSchema = z.object({
  periods: z.array(CreatorPeriodSchema),
  latestContent: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: ActivityStatusSchema,
      transcodeState: TranscodeStateSchema.nullable(),
      viewCount: z.number().int(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  tasks: z.array(CreatorTaskSchema),
  /** Followers now; null until follows exist (see decision 041). */
  followers: z.number().int().nullable(),
  /** The creator's handle; null until they choose one (only creators with a handle are on /creators). */
  publicHandle: z.string().nullable(),
  rolledUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type CreatorDashboard = z.infer<typeof CreatorDashboardSchema>;

export const getCreatorDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/creator/dashboard',
  summary: 'Totals and trends for 7, 28 and 90 days, latest content and tasks (creators only)',
  tags: ['creator'],
  auth: 'member',
  response: CreatorDashboardSchema,
});
