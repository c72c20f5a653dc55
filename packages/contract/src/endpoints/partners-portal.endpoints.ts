import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** How many UTC days the portal's series may cover, ending today (decision 061, portal figures). */
export const PARTNER_PORTAL_DAY_SPANS = ['7', '30', '90'] as const;
export type PartnerPortalDaySpan = (typeof PARTNER_PORTAL_DAY_SPANS)[number];

/** Where the by-day figures download as CSV (a file, not a JSON endpoint); same query as the JSON. */
export const PARTNER_PORTAL_DAYS_EXPORT_PATH = '/partner/portal/days/export';

/** GET /partner/portal/days?days=30: the last 7, 30 or 90 UTC days, today included. */
export const PartnerPortalDaysQuerySchema = z.strictObject({
  days: z.enum(PARTNER_PORTAL_DAY_SPANS).default('30'),
});
export type PartnerPortalDaysQuery = z.input<typeof PartnerPortalDaysQuerySchema>;

/**
 * One UTC day's counts: distinct members who viewed or completed a sponsored activity (reach), counted
 * views and completions of those activities inside the campaign's window, bonus points paid, and the
 * budget left at the end of the day. Counts only: never who.
 */
export const PartnerDaySchema = z.object({
  day: z.iso.date(),
  reach: z.number().int(),
  views: z.number().int(),
  completions: z.number().int(),
  bonusPaid: z.number().int(),
  budgetLeft: z.number().int(),
});
export type PartnerDay = z.infer<typeof PartnerDaySchema>;

/** The series: every day of the span (zeros included), overall and per campaign. */
export const PartnerPortalDaysSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  overall: z.array(PartnerDaySchema),
  campaigns: z.array(z.object({ campaignId: z.uuid(), title: z.string(), days: z.array(PartnerDaySchema) })),
});
export type PartnerPortalDays = z.infer<typeof PartnerPortalDaysSchema>;

/** GET /partner/portal/days: the partner's figures by day, for its owner and invited people; 403 for others. */
export const getPartnerPortalDaysEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'member',
  method: 'GET',
  path: '/partner/portal/days',
  summary: "The partner's figures by day, overall and per campaign",
  query: PartnerPortalDaysQuerySchema,
  response: PartnerPortalDaysSchema,
});
