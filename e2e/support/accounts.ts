/** Password of the demo members (member@, creator@, vip@streamit.local) in this run. */
export const DEMO_MEMBER_PASSWORD = 'e2e demo member passphrase';
/** The first SUPER_ADMIN, created from the bootstrap environment variables at start-up. */
export const BOOTSTRAP_ADMIN = {
  email: 'e2e.super.admin@streamit.test',
  password: 'e2e admin passphrase 2026',
};

export { totpCode, unusedTotpCode } from './totp.js';

/** The bearer token the local X API server (support/global-setup.ts) accepts. */
export const X_TEST_BEARER_TOKEN = 'x-test-bearer-token';
