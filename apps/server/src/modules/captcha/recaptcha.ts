import type { AppDeps } from '../../app-deps.js';
import { fetchOutbound } from '../../lib/egress/outbound-fetch.js';

/** The fields of Google's siteverify answer that we use. */
export interface RecaptchaResult {
  success: boolean;
  score?: number;
}

const VERIFY_TIMEOUT_MS = 10_000;

/** Asks Google's siteverify (RECAPTCHA_VERIFY_URL) about a token; a failed call counts as not verified. */
export async function verifyRecaptcha(
  deps: AppDeps,
  secret: string,
  token: string,
  ip: string,
): Promise<RecaptchaResult> {
  try {
    const response = await fetchOutbound(deps, 'recaptcha', deps.config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      // Never followed: a redirect would carry our credentials to another address (ASVS V15.3.2).
      redirect: 'error',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { success: false };
    const body = (await response.json()) as { success?: unknown; score?: unknown };
    return {
      success: body.success === true,
      ...(typeof body.score === 'number' ? { score: body.score } : {}),
    };
  } catch {
    return { success: false };
  }
}
