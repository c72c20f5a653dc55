import { z } from 'zod';
import { AnalyticsPeriodSchema, ComparedSchema } from './admin-analytics.js';

/** How many creators the creators report ranks by verified watch time. */
export const TOP_CREATORS = 20;

/** GET /admin/analytics/creators. */
export const CreatorsReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  totals: z.object({
    /** Creator applications submitted, and those of them approved (by their status now). */
    applications: ComparedSchema,
    approved: ComparedSchema,
    /** Creators whose content had a watch session or a completion in the period. */
    activeCreators: ComparedSchema,
    /** Verified watch time on creators' content, in seconds. */
    watchSeconds: ComparedSchema,
    newFollowers: ComparedSchema,
    uploads: ComparedSchema,
  }),
  /** Applications submitted in each period by their status now. */
  applications: z.array(z.object({ status: z.string(), current: z.number(), previous: z.number() })),
  /** Per bucket, oldest first. */
  series: z.array(
    z.object({
      bucket: z.iso.date(),
      applications: z.number(),
      activeCreators: z.number(),
      watchSeconds: z.number(),
    }),
  ),
  /** The TOP_CREATORS creators with the most verified watch time on their content in the range. */
  top: z.array(
    z.object({
      creatorId: z.string(),
      name: z.string().nullable(),
      watchSeconds: z.number(),
      views: z.number(),
      /** Followers now, and those who followed in the range. */
      followers: z.number(),
      newFollowers: z.number(),
      /** Points the creator earned as a member in the range (their ledger credits). */
      pointsEarned: z.number(),
      uploads: z.number(),
    }),
  ),
});
export type CreatorsReport = z.infer<typeof CreatorsReportSchema>;

/** How many of the fastest-growing countries the geographic-growth series follows. */
export const GROWTH_SERIES_COUNTRIES = 5;

/** GET /admin/analytics/geographic-growth. */
export const GeographicGrowthReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  /** Per country (null: unknown), fastest-growing first (most more sign-ups than in the previous period). */
  rows: z.array(
    z.object({ country: z.string().nullable(), signups: ComparedSchema, active: ComparedSchema }),
  ),
  /** Sign-ups and distinct active members per bucket of the GROWTH_SERIES_COUNTRIES fastest-growing countries. */
  series: z.array(
    z.object({
      bucket: z.iso.date(),
      country: z.string().nullable(),
      signups: z.number(),
      active: z.number(),
    }),
  ),
});
export type GeographicGrowthReport = z.infer<typeof GeographicGrowthReportSchema>;
