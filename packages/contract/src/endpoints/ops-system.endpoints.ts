import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { SYSTEM_READER_ROLES } from '../models/staff-access.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';

/** One part of the system: `unconfigured` when it is optional and not set up. */
export const SystemCheckSchema = z.object({
  status: z.enum(['up', 'down', 'degraded', 'unconfigured']),
  /** A short, secret-free line for people, e.g. "12.3 GB free of 40 GB". */
  detail: z.string(),
  latencyMs: z.number().int().nullable(),
  /** Figures behind the detail (bytes, counts), by name. */
  figures: z.record(z.string(), z.number()),
});
export type SystemCheck = z.infer<typeof SystemCheckSchema>;

export const SYSTEM_PARTS = ['database', 'queue', 'storage', 'email', 'chain'] as const;

/** GET /admin/system/health answer. */
export const SystemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checkedAt: z.iso.datetime(),
  version: z.string(),
  uptimeSeconds: z.number().int(),
  checks: z.object({
    database: SystemCheckSchema,
    queue: SystemCheckSchema,
    storage: SystemCheckSchema,
    email: SystemCheckSchema,
    chain: SystemCheckSchema,
  }),
});
export type SystemHealth = z.infer<typeof SystemHealthSchema>;

/** One captured server error (5xx): what and where, never a body, header or secret. */
export const ServerErrorEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  requestId: z.string(),
  method: z.string(),
  /** The route pattern, e.g. `/api/v1/activities/:id`, so no query string or id leaks. */
  route: z.string(),
  status: z.number().int(),
  message: z.string(),
});
export type ServerErrorEntry = z.infer<typeof ServerErrorEntrySchema>;

export const ServerErrorPageSchema = pageOf(ServerErrorEntrySchema);
export type ServerErrorPage = z.infer<typeof ServerErrorPageSchema>;

/** GET /admin/system/security-status answer. */
/** What the security status warns about, in order of importance; the screen words each in the reader's language. */
export const SECURITY_WARNINGS = [
  'STAFF_WITHOUT_TOTP',
  'PUBLIC_URL_NOT_HTTPS',
  'TRUST_PROXY_OFF_BEHIND_HTTPS',
] as const;
export const SecurityWarningSchema = z.enum(SECURITY_WARNINGS);
export type SecurityWarning = z.infer<typeof SecurityWarningSchema>;

export const SecurityStatusSchema = z.object({
  staffTotp: z.object({
    active: z.number().int(),
    withTotp: z.number().int(),
    withoutTotp: z.array(z.string()),
  }),
  /** Secret settings by name: whether each is set. Values never leave the server. */
  secrets: z.array(z.object({ name: z.string(), set: z.boolean() })),
  trustProxy: z.string(),
  /** PUBLIC_URL is https. */
  https: z.boolean(),
  /** Whether sessions ride in cookies; false: bearer tokens only, so no cookie can leak over http. */
  sessionCookies: z.boolean(),
  /** Strict-Transport-Security is sent (it is whenever PUBLIC_URL is https). */
  hsts: z.boolean(),
  /** Warnings in order of importance (the staff count of STAFF_WITHOUT_TOTP is staffTotp.withoutTotp). */
  warnings: z.array(SecurityWarningSchema),
});
export type SecurityStatus = z.infer<typeof SecurityStatusSchema>;

/** GET /admin/system/security-config answer: the non-secret settings the server runs with. */
export const SecurityConfigSchema = z.object({
  settings: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type SecurityConfig = z.infer<typeof SecurityConfigSchema>;

const system = { tags: ['admin-system'], auth: 'admin', roles: SYSTEM_READER_ROLES } as const;

/** GET /admin/system/health: database, queue, storage, email and chain (SUPER_ADMIN and ADMIN). */
export const getSystemHealthEndpoint = defineEndpoint({
  ...system,
  method: 'GET',
  path: '/admin/system/health',
  summary: 'Health of the database, job queue, storage, email and chain',
  response: SystemHealthSchema,
});

/** GET /admin/system/logs/errors: recent server errors, newest first. */
export const listServerErrorsEndpoint = defineEndpoint({
  ...system,
  method: 'GET',
  path: '/admin/system/logs/errors',
  summary: 'Recent server errors (5xx), newest first',
  query: PageQuerySchema,
  response: ServerErrorPageSchema,
});

/** GET /admin/system/security-status: TOTP coverage, secrets set, proxy and HTTPS. */
export const getSecurityStatusEndpoint = defineEndpoint({
  ...system,
  method: 'GET',
  path: '/admin/system/security-status',
  summary: 'Security posture: staff TOTP, secrets set, proxy trust, HTTPS',
  response: SecurityStatusSchema,
});

/** GET /admin/system/security-config: the running configuration without secrets. */
export const getSecurityConfigEndpoint = defineEndpoint({
  ...system,
  method: 'GET',
  path: '/admin/system/security-config',
  summary: 'Running configuration, secrets left out',
  response: SecurityConfigSchema,
});
