import { z } from 'zod';

/** 32 random bytes, as 64 hex characters or 44 base64 characters. */
const masterKey = z
  .string()
  .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex or 44 base64 characters');

/** `id:key` pairs of retired master keys, still read to unwrap data keys wrapped before a rotation. */
const retiredKeys = z.string().transform((value, context) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const pairs: [string, string][] = [];
  for (const entry of entries) {
    const [id = '', key = ''] = entry.split(/:(.*)/s);
    if (/^[\w.-]{1,32}$/.test(id) && masterKey.safeParse(key).success) pairs.push([id, key]);
    else
      context.addIssue({ code: 'custom', message: 'use a comma list of id:key (key as 64 hex or base64)' });
  }
  return pairs;
});

/**
 * Environment variables of the custodial wallets and Sign-In-With-Ethereum, spread into `ConfigSchema`.
 * README's configuration table lists them.
 */
export const WALLETS_CONFIG = {
  /** Wraps every wallet's data key; required in production (config.ts refuses to start without it). */
  WALLET_MASTER_KEY: masterKey.optional(),
  /** Stored with each wrapped data key, so a rotated key can still unwrap older rows. */
  WALLET_MASTER_KEY_ID: z
    .string()
    .regex(/^[\w.-]{1,32}$/)
    .default('k1'),
  WALLET_RETIRED_MASTER_KEYS: retiredKeys.default([]),
  /** How long a step-up re-authentication lets the member reveal, sign and send. */
  WALLET_STEP_UP_MINUTES: z.coerce.number().int().min(1).max(30).default(5),
  /** Reveals and signatures one member may make per hour. */
  WALLET_SENSITIVE_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** ARTFI sends one member may make per hour (POST /wallet/send), apart from reveals and signatures. */
  WALLET_SEND_MAX_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** ARTFI granted once when a member's first wallet is created; 0 turns the grant off (decision 042). */
  WELCOME_TOKENS_ARTFI: z
    .string()
    .regex(/^\d{1,12}(?:\.\d{1,18})?$/, 'must be a decimal ARTFI amount')
    .default('10'),
  /** The KYC provider's API (Mobilum); without both the check answers NOT_CONFIGURED. */
  MOBILUM_API_URL: z.url().optional(),
  MOBILUM_API_KEY: z.string().min(1).optional(),
  /** The chain id a SIWE message must name (31337: the local anvil chain). */
  SIWE_CHAIN_ID: z.coerce.number().int().min(1).default(31337),
  SIWE_NONCE_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
};
