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
