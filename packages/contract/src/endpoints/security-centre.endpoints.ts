import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { SECURITY_CENTRE_PERMISSION } from '../models/staff-access.js';

/** Most member ids one bulk check takes. */
export const SECURITY_BULK_CHECK_MAX = 500;

/** `?hours=`: how far back a security centre view looks (1 hour to 30 days, default 24). */
export const SecurityWindowQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(720).default(24),
});
export type SecurityWindowQuery = z.infer<typeof SecurityWindowQuerySchema>;

/** A listed hosting or VPN network an address falls in; null for any other address. */
export const NetworkMatchSchema = z
  .object({ cidr: z.string(), kind: z.enum(['hosting', 'vpn']), provider: z.string() })
  .nullable();
export type NetworkMatch = z.infer<typeof NetworkMatchSchema>;

/** An address's ISO country from the offline database (modules/geo); null for private or unknown ones. */
export const IpCountrySchema = z.string().nullable();

const FailedByAccountSchema = z.object({
  realm: z.enum(['member', 'staff']),
  /** The member's id; null for staff attempts, which are kept by the email typed. */
  userId: z.uuid().nullable(),
  account: z.string(),
  failures: z.number().int(),
  addresses: z.number().int(),
  lastAt: z.iso.datetime(),
});
const FailedByAddressSchema = z.object({
  ip: z.string(),
  failures: z.number().int(),
  accounts: z.number().int(),
  lastAt: z.iso.datetime(),
  network: NetworkMatchSchema,
  country: IpCountrySchema,
});

/** GET /admin/security/failed-logins: failed sign-ins in the window, by account and by address. */
export const FailedLoginsReportSchema = z.object({
  windowHours: z.number().int(),
  byAccount: z.array(FailedByAccountSchema),
  byAddress: z.array(FailedByAddressSchema),
});
export type FailedLoginsReport = z.infer<typeof FailedLoginsReportSchema>;

/** A live member session with the reasons it looks wrong. */
export const SuspiciousSessionSchema = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  email: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  network: NetworkMatchSchema,
  country: IpCountrySchema,
  reasons: z.array(z.enum(['HOSTING_OR_VPN_NETWORK', 'FAILED_LOGINS_BEFORE', 'MANY_ADDRESSES'])),
});
export type SuspiciousSession = z.infer<typeof SuspiciousSessionSchema>;

export const SuspiciousActivitySchema = z.object({
  windowHours: z.number().int(),
  sessions: z.array(SuspiciousSessionSchema),
});
export type SuspiciousActivity = z.infer<typeof SuspiciousActivitySchema>;

/** GET /admin/security/vpn-detection query: the window, and optionally one address to look up. */
export const VpnDetectionQuerySchema = SecurityWindowQuerySchema.extend({
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
});
export type VpnDetectionQuery = z.infer<typeof VpnDetectionQuerySchema>;

/** The shipped range list, a looked-up address, and members signing in from listed networks. */
export const VpnDetectionReportSchema = z.object({
  windowHours: z.number().int(),
  dataset: z.object({ source: z.string(), updatedAt: z.string(), ranges: z.number().int() }),
  lookup: z.object({ ip: z.string(), network: NetworkMatchSchema, country: IpCountrySchema }).nullable(),
  logins: z.array(
    z.object({
      userId: z.uuid(),
      email: z.string().nullable(),
      ip: z.string(),
      at: z.iso.datetime(),
      network: NetworkMatchSchema.unwrap(),
    }),
  ),
});
export type VpnDetectionReport = z.infer<typeof VpnDetectionReportSchema>;

export const ImpossibleTravelSchema = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  fromIp: z.string(),
  toIp: z.string(),
  fromAt: z.iso.datetime(),
  toAt: z.iso.datetime(),
  distanceKm: z.number().int(),
  speedKmh: z.number().int(),
});
export const SignupBurstSchema = z.object({
  network: z.string(),
  signups: z.number().int(),
  firstAt: z.iso.datetime(),
  lastAt: z.iso.datetime(),
  userIds: z.array(z.uuid()),
});
export const PointsFarmingSchema = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  credits: z.number().int(),
  points: z.number().int(),
  peakPerHour: z.number().int(),
});

/** GET /admin/security/anomalies: the three anomaly rules over the window (decision 039). */
export const SecurityAnomaliesSchema = z.object({
  windowHours: z.number().int(),
  impossibleTravel: z.array(ImpossibleTravelSchema),
  signupBursts: z.array(SignupBurstSchema),
  pointsFarming: z.array(PointsFarmingSchema),
});
export type SecurityAnomalies = z.infer<typeof SecurityAnomaliesSchema>;

/** POST /admin/security/bulk-check body: member ids to check. */
export const SecurityBulkCheckRequestSchema = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(SECURITY_BULK_CHECK_MAX),
  /** How far back to look, in hours (default a week). */
  hours: z.number().int().min(1).max(720).default(168),
});
export type SecurityBulkCheckRequest = z.infer<typeof SecurityBulkCheckRequestSchema>;

export const SecurityFindingSchema = z.object({
  code: z.enum([
    'FAILED_LOGINS',
    'HOSTING_OR_VPN_NETWORK',
    'IMPOSSIBLE_TRAVEL',
    'SIGNUP_BURST',
    'POINTS_FARMING',
    'SUSPENDED',
  ]),
  detail: z.string(),
});
export type SecurityFinding = z.infer<typeof SecurityFindingSchema>;

export const SecurityBulkCheckResponseSchema = z.object({
  windowHours: z.number().int(),
  results: z.array(
    z.object({
      userId: z.uuid(),
      found: z.boolean(),
      email: z.string().nullable(),
      findings: z.array(SecurityFindingSchema),
    }),
  ),
});
export type SecurityBulkCheckResponse = z.infer<typeof SecurityBulkCheckResponseSchema>;

/** GET /admin/security/generate-report query: the window and the file format. */
export const SecurityReportQuerySchema = SecurityWindowQuerySchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
});
export type SecurityReportQuery = z.infer<typeof SecurityReportQuerySchema>;

const access = { auth: 'admin', permission: SECURITY_CENTRE_PERMISSION, tags: ['security-centre'] } as const;

/** GET /admin/security/failed-logins (canManageUsers). */
export const getFailedLoginsEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/security/failed-logins',
  summary: 'Failed sign-ins by account and by address',
  query: SecurityWindowQuerySchema,
  response: FailedLoginsReportSchema,
});

/** GET /admin/security/suspicious-activity (canManageUsers). */
export const getSuspiciousActivityEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/security/suspicious-activity',
  summary: 'Live member sessions that look suspicious',
  query: SecurityWindowQuerySchema,
  response: SuspiciousActivitySchema,
});

/** GET /admin/security/vpn-detection (canManageUsers). */
export const getVpnDetectionEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/security/vpn-detection',
  summary: 'Sign-ins from listed hosting and VPN networks; look up one address',
  query: VpnDetectionQuerySchema,
  response: VpnDetectionReportSchema,
});

/** GET /admin/security/anomalies (canManageUsers). */
export const getSecurityAnomaliesEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/security/anomalies',
  summary: 'Impossible travel, sign-up bursts and points farming',
  query: SecurityWindowQuerySchema,
  response: SecurityAnomaliesSchema,
});

/** POST /admin/security/bulk-check (canManageUsers): findings per member id. */
export const securityBulkCheckEndpoint = defineEndpoint({
  ...access,
  method: 'POST',
  path: '/admin/security/bulk-check',
  summary: 'Check many members at once',
  body: SecurityBulkCheckRequestSchema,
  response: SecurityBulkCheckResponseSchema,
});

/** GET /admin/security/generate-report (canManageUsers): every view of the window as a file. */
export const generateSecurityReportEndpoint = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/admin/security/generate-report',
  summary: 'Download the security report (JSON or CSV)',
  query: SecurityReportQuerySchema,
  response: z.string(),
});
