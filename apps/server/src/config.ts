import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COUNTDOWN_END } from '@streamit/contract';
import { MEMBER_AUTH_CONFIG } from './member-auth-config.js';
import { ADMIN_AUTH_CONFIG, encryptionKey } from './modules/admin-auth/admin-auth.config.js';
import { decodeKey } from './lib/security/key-file.js';
import { checkMediaConfig, MEDIA_CONFIG } from './media-config.js';
import { WALLETS_CONFIG } from './modules/wallet-custody/wallets.config.js';
import { SUPPORT_CONFIG } from './modules/support/support.config.js';
import { FILE_LINKS_CONFIG } from './modules/file-links/file-links.config.js';
import { BACKUP_CONFIG } from './modules/maintenance/backup.config.js';
import { CHAIN_CONFIG, checkChainConfig } from './modules/wallet-chain/chain.config.js';
import { ANTIVIRUS_CONFIG, checkAntivirusConfig } from './modules/antivirus/antivirus.config.js';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR } from './paths.js';
import { readSecretFiles } from './config-secrets.js';
import { checkTlsConfig, TLS_CONFIG } from './tls-config.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const listFromEnv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

// proxy-addr's named ranges, accepted in a TRUST_PROXY list next to addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return PROXY_RANGE_NAMES.has(entry);
  const maxPrefix = isIP(address) === 4 ? 32 : 128;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
}

/**
 * `false`, a hop count, or the proxies' addresses/CIDRs. `true` is refused: trusting every hop makes
 * the left-most X-Forwarded-For value, which any client can write, the client address.
 */
const trustProxyFromEnv = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(text)) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'use a proxy hop count (e.g. 1) or a comma list of proxy addresses/CIDRs; true is not accepted',
  });
  return z.NEVER;
});

/** Every environment variable the server reads; docs/configuration.md lists each one. */
// An OUTBOUND_ALLOWED_HOSTS entry: a DNS name, an IPv4 address or a bracketed IPv6 address, then maybe a port.
const ALLOWED_HOST_ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(:\d{1,5})?$/;

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  // The staff admin area's own origin (decision 091); unset only in development, where /admin shares PUBLIC_URL.
  ADMIN_ORIGIN: z
    .url()
    .refine(
      (value) => new URL(value).origin === value.replace(/\/$/, ''),
      'an origin only (scheme, host, port)',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.url().optional(),
  // The owner role that runs the migration step (schema changes, pg-boss's schema, the runtime role's grants);
  // DATABASE_URL is then a runtime role with row privileges only (decision 087). Unset: one role does both.
  DATABASE_MIGRATION_URL: z.url().optional(),
  // Only as root: where PostgreSQL's programs and clusters go when the postgres user cannot reach DATA_DIR.
  POSTGRES_RUNTIME_DIR: z.string().default('/var/lib/streamit'),
  // Days a finished member export's file is kept before the retention job deletes it (personal data).
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Days a member's own copy of their data ("Download my data") is kept before the retention job deletes it.
  MEMBER_DATA_EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // Days sign-in events (login_events) are kept; at least 30, the longest window a security screen reads.
  SIGN_IN_EVENT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(180),
  // Days a member session is kept after it ended (revoked or expired); the security screens read ended ones.
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(30),
  // Days a deleted ticket's attachments stay in media storage, so a backup from before the deletion restores whole.
  SUPPORT_DELETED_TICKET_FILES_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  // Days a sent (or given-up) e-mail stays in the outbox; mail still waiting for SMTP is kept until it is sent.
  EMAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Key of the encrypted columns (partner webhook secrets, sign-in PKCE verifiers), decoded here once;
  // unset: the key file columns.key in DATA_DIR (docs/security/key-management.md).
  COLUMN_ENCRYPTION_KEY: encryptionKey.transform(decodeKey).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST_DIR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A syslog collector on another machine that gets every log line too (RFC 5424 over TCP, or TLS with tls://),
  // besides stdout: `tcp://host:port` or `tls://host:port` (log-target.ts; ASVS V16.4.3).
  LOG_TARGET: z
    .url()
    .refine((value) => /^(tcp|tls):\/\/[^/]+:\d+\/?$/.test(value), 'tcp://host:port or tls://host:port')
    .optional(),
  CORS_ORIGINS: listFromEnv.default([]),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  // API budgets per client address and window, by route family (see http/rate-limit-families.ts).
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  // Watch starts and heartbeats per signed-in member a minute: players beat every 5 s, so 120 leaves room for retries.
  WATCH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  // Longest an anonymous public read is served from memory when no write announced a change.
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  // Slowloris defence: all headers within this time, and a body at least this fast, else 408.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(6_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(1024),
  BODY_RATE_WINDOW_MS: z.coerce.number().int().min(1000).max(60_000).default(5_000),
  METRICS_TOKEN: z.string().min(16).optional(),
  // The public /api/v1/docs leaves staff routes out unless this is on (a development or internal deployment).
  API_DOCS_STAFF_ROUTES: booleanFromEnv.default(false),
  RUN_JOBS_IN_PROCESS: booleanFromEnv.default(true),
  // Tests and local development only: partner webhook URLs on a loopback address (http allowed there too).
  PARTNER_WEBHOOKS_ALLOW_LOOPBACK: booleanFromEnv.default(false),
  // Unset: demo data only on the embedded database, never by default on a real DATABASE_URL.
  SEED_DEMO: booleanFromEnv.optional(),
  SUPPORT_EMAIL: z.email().default('support@streamit.local'),
  COUNTDOWN_END_DATE: z.string().default(DEFAULT_COUNTDOWN_END),
  // Reports from this many distinct members hide an activity until a moderator decides.
  REPORT_AUTO_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  // Attempts a member may start at one quiz per UTC day (a resumed open attempt is not a new one).
  // Days the system screen keeps captured server errors (the content-cleanup task prunes older ones).
  ERROR_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  QUIZ_ATTEMPTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  // Reading bounds of featured stories (decision 069): words a reader reads a minute, and the seconds an
  // image, a video or any section asks at least. Tests shorten them; lower speeds make readings longer.
  STORY_WORDS_PER_MINUTE: z.coerce.number().int().min(60).max(60_000).default(230),
  STORY_MEDIA_SECONDS: z.coerce.number().min(0.5).max(600).default(8),
  STORY_SECTION_MIN_SECONDS: z.coerce.number().min(0.5).max(600).default(3),
  // The most of a video section's playing time its bound asks for (decision 069, amendment 2).
  STORY_VIDEO_MAX_SECONDS: z.coerce.number().min(0.5).max(3600).default(30),
  // A hosting/VPN (and location) range list to use instead of the shipped one (decision 039).
  NETWORK_RANGES_FILE: z.string().optional(),
  // X API v2 for social task checks; without a bearer token tasks go to the manual review queue.
  X_API_BASE_URL: z.url().default('https://api.x.com'),
  X_API_BEARER_TOKEN: z.string().min(1).optional(),
  // How long an X answer (a follow, a like, a post) is reused before X is asked again.
  X_API_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // First back-off before retrying a 5xx or unreachable X (doubles each of the two retries).
  X_API_RETRY_BASE_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  // More hosts the server may call besides the configured services' own: `host` (any port) or `host:port`,
  // comma-separated, IPv6 in brackets (the egress allow-list, lib/egress; ASVS V13.2.4).
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(ALLOWED_HOST_ENTRY, 'a host name or [IPv6 address], optionally with :port')),
    ),
  // Offline IPv4 → country table (CSV rows `first_ip,last_ip,CC`) for creator analytics; unset: countries unknown.
  IP_COUNTRY_CSV: z.string().optional(),
  ...MEDIA_CONFIG,
  ...MEMBER_AUTH_CONFIG,
  ...ADMIN_AUTH_CONFIG,
  ...WALLETS_CONFIG,
  ...SUPPORT_CONFIG,
  ...FILE_LINKS_CONFIG,
  ...BACKUP_CONFIG,
  ...CHAIN_CONFIG,
  ...TLS_CONFIG,
  ...ANTIVIRUS_CONFIG,
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
  /** Where staff open the admin area: ADMIN_ORIGIN, or PUBLIC_URL in development without one. */
  adminUrl: string;
};

/** Raised when the environment does not parse; its message lists every problem. */
export class ConfigError extends Error {}

/** Keys a deployed server (production on a real database) must get from outside its data directory. */
function requiredProductionKeys(parsed: z.infer<typeof ConfigSchema>): string[] {
  if (parsed.NODE_ENV !== 'production' || !parsed.DATABASE_URL) return [];
  const keys = {
    WALLET_MASTER_KEY: parsed.WALLET_MASTER_KEY,
    COLUMN_ENCRYPTION_KEY: parsed.COLUMN_ENCRYPTION_KEY,
  };
  return Object.entries(keys)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
}

type AdminOriginFields = Pick<z.infer<typeof ConfigSchema>, 'ADMIN_ORIGIN' | 'NODE_ENV' | 'DATABASE_URL'>;

// A deployed server keeps staff on their own origin (decision 091); the member origin cannot be it.
function checkAdminOrigin(parsed: AdminOriginFields, publicUrl: string): string | null {
  if (parsed.ADMIN_ORIGIN === undefined) {
    const deployed = parsed.NODE_ENV === 'production' && parsed.DATABASE_URL;
    return deployed ? 'ADMIN_ORIGIN: required in production with DATABASE_URL' : null;
  }
  if (parsed.ADMIN_ORIGIN === new URL(publicUrl).origin) return 'ADMIN_ORIGIN: must differ from PUBLIC_URL';
  return null;
}

/** Parses configuration from an environment map (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const secrets = readSecretFiles(env);
  const present = Object.fromEntries(
    Object.entries(secrets.env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ConfigSchema.safeParse(present);
  if (!result.success || secrets.problems.length > 0) {
    const issues = result.success ? [] : result.error.issues;
    const lines = [
      ...secrets.problems.map((problem) => `  - ${problem}`),
      ...issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`),
    ];
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  // A deployed server (production on a real database) keeps custodial keys only under a master key from
  // outside its data directory; the zero-setup embedded database uses a generated key file (decision 029).
  // The column key likewise: without it every API node makes its own columns.key and cannot read the webhook
  // secrets and sign-in verifiers another node wrote.
  const missing = requiredProductionKeys(parsed);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  - ${name}: required in production with DATABASE_URL`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.DATABASE_MIGRATION_URL && !parsed.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  - DATABASE_MIGRATION_URL: needs DATABASE_URL (the runtime role it grants rows to)',
    );
  }
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  const problem =
    checkAdminOrigin(parsed, publicUrl) ??
    checkChainConfig(parsed) ??
    checkMediaConfig(parsed) ??
    checkTlsConfig(parsed) ??
    checkAntivirusConfig(parsed);
  if (problem) throw new ConfigError(`Invalid configuration:\n  - ${problem}`);
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    WEB_DIST_DIR: path.resolve(parsed.WEB_DIST_DIR),
    POSTGRES_RUNTIME_DIR: path.resolve(parsed.POSTGRES_RUNTIME_DIR),
    SEED_DEMO: parsed.SEED_DEMO ?? parsed.DATABASE_URL === undefined,
    publicUrl,
    adminUrl: parsed.ADMIN_ORIGIN ?? publicUrl,
  };
}
