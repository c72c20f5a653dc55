import { lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { emailCodes } from '../accounts/accounts.schema.js';
import { captchaRedemptions } from '../captcha/captcha.schema.js';
import { oauthExchangeCodes, oauthStates } from '../oauth/oauth.schema.js';
import { memberSessions } from '../sessions/sessions.schema.js';
import { loginChallenges } from '../two-factor/two-factor.schema.js';
import { pruneAttempts } from './auth-limits.service.js';

const QUEUE = 'member-auth-cleanup';
// Ended sessions stay a while so "active sessions" and history questions can still be answered.
const KEEP_ENDED = sql`now() - interval '30 days'`;

/** Deletes expired auth rows: counters past their window, used or stale codes, states and sessions. */
export async function cleanUpMemberAuth(deps: AppDeps): Promise<void> {
  const now = new Date();
  await pruneAttempts(deps);
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await deps.db.delete(oauthExchangeCodes).where(lt(oauthExchangeCodes.expiresAt, now));
  await deps.db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
  await deps.db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
  await deps.db.delete(emailCodes).where(lt(emailCodes.expiresAt, now));
  await deps.db.delete(memberSessions).where(lt(memberSessions.absoluteExpiresAt, KEEP_ENDED));
}

/** Hourly clean-up of the member realm's short-lived rows. */
export const memberAuthCleanupJob: JobDefinition = {
  name: QUEUE,
  handler: cleanUpMemberAuth,
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '17 * * * *',
};
