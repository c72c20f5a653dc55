import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

const datetime = z.iso.datetime();

/** Kind of network an address belongs to; no external geolocation service is asked. */
export const NetworkKindSchema = z.enum(['loopback', 'private', 'link-local', 'public', 'unknown']);
export const LocationSummarySchema = z.object({
  current: z.object({ ip: z.string(), network: NetworkKindSchema, country: z.string().nullable() }),
  recent: z.array(
    z.object({
      ip: z.string(),
      network: NetworkKindSchema,
      /** ISO country from the offline database (modules/geo); null for private addresses or unknown ones. */
      country: z.string().nullable(),
      logins: z.number().int(),
      lastSeenAt: datetime,
    }),
  ),
  note: z.string(),
});
export type LocationSummary = z.infer<typeof LocationSummarySchema>;

export const RiskLevelSchema = z.enum(['LOW', 'MEDIUM', 'HIGH']);
export const RiskAssessmentSchema = z.object({
  level: RiskLevelSchema,
  score: z.number().int(),
  reasons: z.array(z.object({ code: z.string(), message: z.string(), weight: z.number().int() })),
  recommendations: z.array(z.string()),
});
export type RiskAssessment = z.infer<typeof RiskAssessmentSchema>;

export const SecurityOverviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  activeSessions: z.number().int(),
  devices: z.number().int(),
  trustedDevices: z.number().int(),
  failedLoginsLast24h: z.number().int(),
  unreadAlerts: z.number().int(),
  lastLogin: z.object({ at: datetime, ip: z.string() }).nullable(),
  riskLevel: RiskLevelSchema,
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

const security = { tags: ['account-security'], auth: 'member' } as const;

/** GET /auth/location-summary: from client IPs and the offline country database only. */
export const getLocationSummaryEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/location-summary',
  summary: 'Where sign-ins came from, by IP address, network kind and country',
  response: LocationSummarySchema,
});

/** GET /auth/security-overview. */
export const getSecurityOverviewEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/security-overview',
  summary: 'Security state of the account at a glance',
  response: SecurityOverviewSchema,
});

/** GET /auth/security/risk-assessment: level with the reasons behind it. */
export const getRiskAssessmentEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/security/risk-assessment',
  summary: 'Account risk level and the reasons for it',
  response: RiskAssessmentSchema,
});
