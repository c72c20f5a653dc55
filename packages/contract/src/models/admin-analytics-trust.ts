import { z } from 'zod';
import { AnalyticsPeriodSchema, ComparedSchema } from './admin-analytics.js';

/**
 * The security events the security report counts per day: failed member and staff sign-ins, member accounts
 * locked, suspicious activity reported by members, member suspensions and staff calls refused for permission.
 */
export const SECURITY_EVENTS = [
  'failedSignIns',
  'failedStaffSignIns',
  'lockouts',
  'suspiciousReports',
  'suspensions',
  'refusedStaffCalls',
] as const;
export const SecurityEventSchema = z.enum(SECURITY_EVENTS);
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

const securityCounts = <T extends z.ZodType>(figure: T) =>
  z.object(Object.fromEntries(SECURITY_EVENTS.map((event) => [event, figure])) as Record<SecurityEvent, T>);

/** GET /admin/analytics/security. */
export const SecurityReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  /** Each event's count over the range and the previous period. */
  totals: securityCounts(ComparedSchema),
  /** Members with two-factor on at the end of each period, and their share of all members then (0..1). */
  twoFactorMembers: ComparedSchema,
  twoFactorAdoption: ComparedSchema,
  /** One row per bucket, oldest first: each event's count and the members who turned two-factor on. */
  series: z.array(securityCounts(z.number()).extend({ bucket: z.iso.date(), twoFactorEnabled: z.number() })),
});
export type SecurityReport = z.infer<typeof SecurityReportSchema>;

/** A figure that may have nothing to measure (null), for the range and the previous period. */
export const OptionalComparedSchema = z.object({
  current: z.number().nullable(),
  previous: z.number().nullable(),
});

/** GET /admin/analytics/moderation. */
export const ModerationReportSchema = z.object({
  period: AnalyticsPeriodSchema,
  totals: z.object({
    decisions: ComparedSchema,
    reportsReceived: ComparedSchema,
    /** Seconds from entering the review queue to the decision, over decisions whose queue entry was seen. */
    medianDecisionSeconds: OptionalComparedSchema,
    p90DecisionSeconds: OptionalComparedSchema,
  }),
  /** Per bucket: the review queue's size at the bucket's last sample (null: not sampled), decisions, reports. */
  series: z.array(
    z.object({
      bucket: z.iso.date(),
      queueSize: z.number().nullable(),
      decisions: z.number(),
      reportsReceived: z.number(),
    }),
  ),
  /** Decisions per moderator over the range (adminId null: the staff account was removed). */
  moderators: z.array(
    z.object({
      adminId: z.string().nullable(),
      name: z.string().nullable(),
      decisions: z.number(),
      medianDecisionSeconds: z.number().nullable(),
    }),
  ),
  /** Decisions by outcome (a moderation decision or a report's content removal). */
  outcomes: z.array(z.object({ decision: z.string(), current: z.number(), previous: z.number() })),
  /** Reports received in each period by reason and how they ended (resolution null: still open). */
  reports: z.array(
    z.object({
      reason: z.string(),
      resolution: z.string().nullable(),
      current: z.number(),
      previous: z.number(),
    }),
  ),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;
