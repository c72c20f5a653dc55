import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeEach } from 'vitest';
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

/** The challenges of one test file: a fresh one signed before each test, and the check of a sent token. */
export interface TestChallenges {
  current: () => Challenge;
  /** Whether the base64 token a form sent is a solution of a challenge signed with this file's secret. */
  isSolved: (captchaToken: unknown) => Promise<boolean>;
}

/** Signs a real challenge (cheap settings) before each test, so the browser solver is checked end to end. */
export function freshChallengeEachTest(secret: string): TestChallenges {
  let challenge: Challenge | undefined;
  beforeEach(async () => {
    challenge = await createTestChallenge(secret);
  });
  return {
    current: () => {
      if (!challenge) throw new Error('no challenge signed yet');
      return challenge;
    },
    isSolved: async (captchaToken) => {
      const payload = JSON.parse(atob(String(captchaToken))) as Payload;
      return (await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secret })).verified;
    },
  };
}
