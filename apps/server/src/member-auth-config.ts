import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const optionalSecret = z.string().min(1).optional();
const minutes = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * Environment variables of the member realm (accounts, sessions, email, captcha, OAuth), spread into
 * `ConfigSchema` so config.ts stays the one reader of process.env. docs/configuration.md lists them.
 */
export const MEMBER_AUTH_CONFIG = {
  SMTP_URL: z.string().min(1).optional(),
  EMAIL_FROM: z.string().default('StreamIt <no-reply@streamit.local>'),
  MEMBER_SESSION_IDLE_MINUTES: minutes(30),
  MEMBER_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  AUTH_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(15 * 60_000),
  AUTH_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(30),
  // Without a configured key each process signs its own challenges, which is fine for one instance.
  CAPTCHA_HMAC_KEY: z
    .string()
    .min(16)
    .default(() => randomBytes(32).toString('hex')),
  CAPTCHA_ALTCHA_COST: z.coerce.number().int().min(1).default(1000),
  CAPTCHA_ALTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(10_000),
  RECAPTCHA_V3_SITE_KEY: optionalSecret,
  RECAPTCHA_V3_SECRET: optionalSecret,
  RECAPTCHA_V2_SITE_KEY: optionalSecret,
  RECAPTCHA_V2_SECRET: optionalSecret,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // Pwned Passwords range API (k-anonymity); empty turns the breached-password check off (decision 081).
  BREACHED_PASSWORD_API_URL: z.union([z.url(), z.literal('')]).default('https://api.pwnedpasswords.com'),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  TWITTER_CLIENT_ID: optionalSecret,
  TWITTER_CLIENT_SECRET: optionalSecret,
  TWITTER_AUTH_URL: z.url().default('https://twitter.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: z.url().default('https://api.twitter.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: z.url().default('https://api.twitter.com/2/users/me'),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  DEMO_MEMBER_PASSWORD: z.string().min(12).optional(),
};
