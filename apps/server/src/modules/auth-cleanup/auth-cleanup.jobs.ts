import type { AppDeps } from '../../app-deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { pruneAdminLoginAttempts } from '../admin-auth/admin-login-limits.js';
import { pruneAttempts } from '../auth-limits/auth-limits.service.js';
import { deleteExpiredRedemptions } from '../captcha/captcha.queries.js';
import { deleteExpiredEmailCodes } from '../members/members.queries.js';
import { deleteExpiredOAuthRows } from '../oauth/oauth.queries.js';
import { deleteLongEndedSessions } from '../sessions/sessions.queries.js';
import { deleteExpiredChallenges } from '../two-factor/two-factor.queries.js';
import { deleteExpiredWalletGrants } from '../wallets/wallets.queries.js';

const QUEUE = 'member-auth-cleanup';

/**
 * Deletes expired auth rows: counters past their window, used or stale codes, states and sessions, and
 * staff login attempts past their retention.
 */
export async function cleanUpMemberAuth(deps: AppDeps): Promise<void> {
  const now = new Date();
  await pruneAttempts(deps);
  await deleteExpiredOAuthRows(deps.db, now);
  await deleteExpiredRedemptions(deps.db, now);
  await deleteExpiredChallenges(deps.db, now);
  await deleteExpiredEmailCodes(deps.db, now);
  await deleteLongEndedSessions(deps.db);
  await deleteExpiredWalletGrants(deps.db, now);
  await pruneAdminLoginAttempts(deps, now);
}

/** Hourly clean-up of the member realm's short-lived rows. */
export const memberAuthCleanupJob: JobDefinition = {
  name: QUEUE,
  handler: cleanUpMemberAuth,
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '17 * * * *',
};
