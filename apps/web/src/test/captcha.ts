import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { respondJson, type Responder } from './fake-fetch';

/** A real, signed ALTCHA challenge with cheap settings, so the browser solver runs for real in a test. */
export function createTestChallenge(secret: string): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 40,
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: new Date(Date.now() + 600_000),
  });
}

/** The captcha config and challenge endpoints, answering with the test's current challenge. */
export function captchaRoutes(
  challenge: () => Challenge,
  provider: 'altcha' | 'recaptcha' = 'altcha',
): Record<string, Responder> {
  return {
    '/api/v1/auth/captcha/config': respondJson(200, {
      provider,
      challengePath: '/api/v1/auth/captcha/challenge',
      recaptchaV3SiteKey: null,
      recaptchaV2SiteKey: null,
    }),
    '/api/v1/auth/captcha/challenge': (request) => respondJson(200, challenge())(request),
  };
}
