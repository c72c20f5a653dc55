import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

const datetime = z.iso.datetime();

/**
 * Most sessions one member may hold open at once (ASVS V7.1.2, decision 075). A sign-in beyond it ends the
 * member's sessions used longest ago; it is never refused. Ten covers a phone, a tablet, two computers and
 * their browsers with room to spare, while a stolen password cannot open an unbounded number of sessions.
 */
export const MAX_SESSIONS_PER_MEMBER = 10;

/** `?page&limit` of the member's history lists. */
export const HistoryPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type HistoryPageQuery = z.infer<typeof HistoryPageQuerySchema>;

export const LoginHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: datetime,
      success: z.boolean(),
      method: z.string(),
      reason: z.string().nullable(),
      ip: z.string(),
      device: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type LoginHistoryResponse = z.infer<typeof LoginHistoryResponseSchema>;

export const ActiveSessionSchema = z.object({
  id: z.uuid(),
  device: z.string().nullable(),
  ip: z.string(),
  method: z.string(),
  createdAt: datetime,
  lastSeenAt: datetime,
  expiresAt: datetime,
  current: z.boolean(),
});
export const ActiveSessionsResponseSchema = z.object({ sessions: z.array(ActiveSessionSchema) });
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponseSchema>;

/** Revoke one session by id, or every session but the current one. */
export const RevokeSessionsRequestSchema = z.strictObject({
  sessionId: z.uuid().optional(),
  allOthers: z.literal(true).optional(),
});
export type RevokeSessionsRequest = z.infer<typeof RevokeSessionsRequestSchema>;
export const RevokeSessionsResponseSchema = z.object({ revoked: z.number().int() });

export const DeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  userAgent: z.string(),
  lastIp: z.string(),
  firstSeenAt: datetime,
  lastSeenAt: datetime,
  trusted: z.boolean(),
  current: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const DevicesResponseSchema = z.object({ devices: z.array(DeviceSchema) });
export const DeviceRequestSchema = z.strictObject({ deviceId: z.uuid() });
export const DeviceResponseSchema = z.object({ device: DeviceSchema });

export const SecurityAlertsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      message: z.string(),
      ip: z.string().nullable(),
      createdAt: datetime,
      read: z.boolean(),
    }),
  ),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type SecurityAlertsResponse = z.infer<typeof SecurityAlertsResponseSchema>;

export const SecuritySettingsSchema = z.object({
  emailOnNewDevice: z.boolean(),
  emailOnSecurityAlert: z.boolean(),
});
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;
export const UpdateSecuritySettingsSchema = z.strictObject({
  emailOnNewDevice: z.boolean().optional(),
  emailOnSecurityAlert: z.boolean().optional(),
});

export const ReportSuspiciousRequestSchema = z.strictObject({ reason: z.string().max(1000).optional() });
export const ReportSuspiciousResponseSchema = z.object({
  revokedSessions: z.number().int(),
  message: z.string(),
});

const security = { tags: ['account-security'], auth: 'member' } as const;

/** GET /auth/login-history?page&limit. */
export const getLoginHistoryEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/login-history',
  summary: 'Sign-in attempts on the account, newest first',
  query: HistoryPageQuerySchema,
  response: LoginHistoryResponseSchema,
});

/** GET /auth/sessions/active. */
export const getActiveSessionsEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/sessions/active',
  summary: 'Sessions that can still be used',
  response: ActiveSessionsResponseSchema,
});

/** POST /auth/sessions/revoke: `{ sessionId }` or `{ allOthers: true }`; needs a fresh step-up (decision 080). */
export const revokeSessionsEndpoint = defineEndpoint({
  ...security,
  method: 'POST',
  path: '/auth/sessions/revoke',
  summary: 'Revoke one session, or all but the current one (needs a fresh step-up)',
  body: RevokeSessionsRequestSchema,
  response: RevokeSessionsResponseSchema,
});

/** GET /auth/devices/history. */
export const getDeviceHistoryEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/devices/history',
  summary: 'Devices the account signed in from',
  response: DevicesResponseSchema,
});

/** POST /auth/devices/trust. */
export const trustDeviceEndpoint = defineEndpoint({
  ...security,
  method: 'POST',
  path: '/auth/devices/trust',
  summary: 'Mark a device as trusted',
  body: DeviceRequestSchema,
  response: DeviceResponseSchema,
});

/** POST /auth/devices/untrust. */
export const untrustDeviceEndpoint = defineEndpoint({
  ...security,
  method: 'POST',
  path: '/auth/devices/untrust',
  summary: 'Stop trusting a device',
  body: DeviceRequestSchema,
  response: DeviceResponseSchema,
});

/** GET /auth/security-alerts?page&limit. */
export const getSecurityAlertsEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/security-alerts',
  summary: 'Security events on the account, newest first',
  query: HistoryPageQuerySchema,
  response: SecurityAlertsResponseSchema,
});

/** GET /auth/security/settings. */
export const getSecuritySettingsEndpoint = defineEndpoint({
  ...security,
  method: 'GET',
  path: '/auth/security/settings',
  summary: 'Security notification settings',
  response: SecuritySettingsSchema,
});

/** PUT /auth/security/settings. */
export const updateSecuritySettingsEndpoint = defineEndpoint({
  ...security,
  method: 'PUT',
  path: '/auth/security/settings',
  summary: 'Change security notification settings',
  body: UpdateSecuritySettingsSchema,
  response: SecuritySettingsSchema,
});

/** POST /auth/security/report-suspicious: revokes every session, including this one. */
export const reportSuspiciousEndpoint = defineEndpoint({
  ...security,
  method: 'POST',
  path: '/auth/security/report-suspicious',
  summary: 'Report suspicious activity: every session is revoked and devices untrusted',
  body: ReportSuspiciousRequestSchema,
  response: ReportSuspiciousResponseSchema,
});
