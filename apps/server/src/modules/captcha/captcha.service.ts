import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { insertRedemption } from './captcha.repository.js';
import { verifyRecaptcha } from './recaptcha.js';

const CHALLENGE_TTL_MS = 10 * 60_000;

/** Tokens a registration carries (spec §3). */
export interface CaptchaTokens {
  captchaToken?: string | null;
  captchaV2Token?: string | null;
}

/** reCAPTCHA replaces ALTCHA only when its v3 secret is configured. */
export function captchaProvider(deps: AppDeps): 'altcha' | 'recaptcha' {
  return deps.config.RECAPTCHA_V3_SECRET ? 'recaptcha' : 'altcha';
}

function keySecret(deps: AppDeps): string {
  return `${deps.config.CAPTCHA_HMAC_KEY}:derived-keys`;
}

/** A signed ALTCHA proof-of-work challenge that expires in ten minutes. */
export function createAltchaChallenge(deps: AppDeps): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: deps.config.CAPTCHA_ALTCHA_COST,
    counter: randomInt(
      deps.config.CAPTCHA_ALTCHA_MAX_COUNTER,
      Math.ceil(deps.config.CAPTCHA_ALTCHA_MAX_COUNTER / 2),
    ),
    deriveKey,
    hmacSignatureSecret: deps.config.CAPTCHA_HMAC_KEY,
    hmacKeySignatureSecret: keySecret(deps),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

function parsePayload(token: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    return parsed.challenge?.parameters && parsed.solution ? (parsed as Payload) : null;
  } catch {
    return null;
  }
}

/** Records the challenge as used; false when it already was (a solved challenge works once). */
async function redeem(deps: AppDeps, challengeId: string): Promise<boolean> {
  return insertRedemption(deps.db, challengeId, new Date(Date.now() + CHALLENGE_TTL_MS));
}

async function verifyAltcha(deps: AppDeps, token: string | null | undefined): Promise<void> {
  const payload = token ? parsePayload(token) : null;
  if (!payload) throw new AppError('CAPTCHA_FAILED');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: deps.config.CAPTCHA_HMAC_KEY,
    hmacKeySignatureSecret: keySecret(deps),
  }).catch(() => ({ verified: false }));
  if (!result.verified || !(await redeem(deps, payload.challenge.parameters.nonce))) {
    throw new AppError('CAPTCHA_FAILED');
  }
}

async function verifyGoogleCaptcha(deps: AppDeps, tokens: CaptchaTokens, ip: string): Promise<void> {
  const { RECAPTCHA_V2_SECRET: v2Secret, RECAPTCHA_V3_SECRET: v3Secret } = deps.config;
  if (tokens.captchaV2Token && v2Secret) {
    const v2 = await verifyRecaptcha(deps, v2Secret, tokens.captchaV2Token, ip);
    if (!v2.success) throw new AppError('CAPTCHA_FAILED');
    return;
  }
  if (!tokens.captchaToken || !v3Secret) throw new AppError('CAPTCHA_FAILED');
  const v3 = await verifyRecaptcha(deps, v3Secret, tokens.captchaToken, ip);
  if (!v3.success) throw new AppError('CAPTCHA_FAILED');
  if ((v3.score ?? 0) < deps.config.RECAPTCHA_MIN_SCORE) {
    throw new AppError(v2Secret ? 'CAPTCHA_V2_REQUIRED' : 'CAPTCHA_FAILED');
  }
}

/** Checks the registration's captcha with whichever provider is active. */
export async function verifyCaptcha(deps: AppDeps, tokens: CaptchaTokens, ip: string): Promise<void> {
  if (captchaProvider(deps) === 'recaptcha') await verifyGoogleCaptcha(deps, tokens, ip);
  else await verifyAltcha(deps, tokens.captchaToken);
}
