import { generate } from 'otplib';

/** Password of the demo members (member@, creator@, vip@streamit.local) in this run. */
export const DEMO_MEMBER_PASSWORD = 'e2e demo member passphrase';
/** The first SUPER_ADMIN, created from the bootstrap environment variables at start-up. */
export const BOOTSTRAP_ADMIN = {
  email: 'e2e.super.admin@streamit.test',
  password: 'e2e admin passphrase 2026',
};

/**
 * A TOTP code for `secret`. `stepsAhead` gives the code of a later 30-second step: the server accepts one
 * step of drift and never the same step twice, so a second sign-in in the same half-minute uses the next one.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** The bearer token the local X API server (support/global-setup.ts) accepts. */
export const X_TEST_BEARER_TOKEN = 'x-test-bearer-token';
