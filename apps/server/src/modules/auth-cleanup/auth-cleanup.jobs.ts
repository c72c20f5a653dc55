import type { AppDeps } from '../../app-deps.js';
import { pruneRateLimitWindows } from '../../http/shared-window-store.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { pruneAdminLoginAttempts } from '../admin-auth/admin-login-limits.js';
import { pruneAttempts } from '../auth-limits/auth-limits.service.js';
import { deleteExpiredRedemptions } from '../captcha/captcha.queries.js';
import { deleteExpiredEmailCodes } from '../members/members.queries.js';
import { deleteExpiredOAuthRows } from '../oauth/oauth.queries.js';
import { deleteExpiredChallenges, upgradeLegacyRecoveryCodes } from '../two-factor/two-factor.queries.js';
import { deleteExpiredWalletGrants } from '../wallet-custody/wallets.queries.js';

const QUEUE = 'member-auth-cleanup';
// The longest rate-limit window is minutes long; a day's margin keeps every live window's counter.
const RATE_LIMIT_WINDOW_RETENTION_MS = 24 * 60 * 60 * 1000;
// About 40 ms of Argon2id each: some 80 s of one core per run, well inside the job's five minutes.
const LEGACY_RECOVERY_CODES_PER_RUN = 2000;

/**
 * Deletes expired auth rows: counters past their window, used or stale codes and states, staff
 * login attempts past their retention, and rate-limit windows long over. Also re-hashes a batch of recovery
 * codes stored before decision 066 (plain SHA-256) with Argon2id.
 */
export async function cleanUpMemberAuth(deps: AppDeps): Promise<void> {
  const now = new Date();
  await pruneAttempts(deps);
  await deleteExpiredOAuthRows(deps.db, now);
  await deleteExpiredRedemptions(deps.db, now);
  await deleteExpiredChallenges(deps.db, now);
  await deleteExpiredEmailCodes(deps.db, now);
  await deleteExpiredWalletGrants(deps.db, now);
  await pruneAdminLoginAttempts(deps, now);
  await pruneRateLimitWindows(deps.db, now.getTime() - RATE_LIMIT_WINDOW_RETENTION_MS);
  await upgradeLegacyRecoveryCodes(deps.db, LEGACY_RECOVERY_CODES_PER_RUN);
}

/** Hourly clean-up of the member realm's short-lived rows. */
export const memberAuthCleanupJob: JobDefinition = {
  name: QUEUE,
  handler: cleanUpMemberAuth,
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '17 * * * *',
};
