import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** 32 random bytes, as 64 hex characters or 44 base64 characters. */
export const encryptionKey = z
  .string()
  .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex or 44 base64 characters');

/**
 * Environment variables of the admin realm, spread into `ConfigSchema` so config.ts stays the one
 * reader of process.env. docs/configuration.md lists them.
 */
export const ADMIN_AUTH_CONFIG = {
  /** Key for admin TOTP secrets at rest; without it a key file is made once in DATA_DIR. */
  ADMIN_TOTP_ENCRYPTION_KEY: encryptionKey.optional(),
  ADMIN_SESSION_IDLE_MINUTES: positiveInt(15),
  ADMIN_SESSION_ABSOLUTE_HOURS: positiveInt(8),
  ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  ADMIN_LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  ADMIN_LOGIN_LOCKOUT_SECONDS: positiveInt(15 * 60),
  ADMIN_SETUP_TOKEN_HOURS: positiveInt(72),
  /** First SUPER_ADMIN, created at start-up when both are set and no admin exists yet. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).max(1024).optional(),
  BOOTSTRAP_ADMIN_NAME: z.string().min(1).max(100).default('Super Admin'),
  /** Password for `npm run admin:create` when it runs without a terminal to prompt on. */
  ADMIN_PASSWORD: z.string().min(8).max(1024).optional(),
};
