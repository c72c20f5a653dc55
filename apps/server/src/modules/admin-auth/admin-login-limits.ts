import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import {
  countAccountFailures,
  countIpFailures,
  deleteAttemptsBefore,
  insertPendingAttempt,
  lockAttemptKey,
  markAttemptSucceeded,
} from '../admins/admins.queries.js';

type LimitDeps = Pick<AppDeps, 'config' | 'db'>;

/**
 * Reserves a login attempt, before any password is checked, as a failure until it succeeds; refuses
 * with 429 while the account or the IP has too many recent failures (even the right password). The
 * count and the insert run under per-email and per-IP locks, so N parallel attempts count as N.
 * Answers the attempt's id for `markAdminLoginSucceeded`.
 */
export async function reserveAdminLoginAttempt(deps: LimitDeps, email: string, ip: string): Promise<number> {
  const { config, db } = deps;
  const since = new Date(Date.now() - config.ADMIN_LOGIN_LOCKOUT_SECONDS * 1000);
  return db.transaction(async (tx) => {
    // Always email before IP, so two attempts sharing either key cannot deadlock.
    await lockAttemptKey(tx, `email:${email}`);
    await lockAttemptKey(tx, `ip:${ip}`);
    const accountFailures = await countAccountFailures(tx, email, since);
    const ipFailures = await countIpFailures(tx, ip, since);
    if (
      accountFailures >= config.ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      ipFailures >= config.ADMIN_LOGIN_MAX_FAILURES_PER_IP
    ) {
      throw new AppError('RATE_LIMITED');
    }
    return insertPendingAttempt(tx, { email, ip });
  });
}

/** Turns a reserved attempt into a success, which forgives the account's failures reserved before it. */
export async function markAdminLoginSucceeded(deps: LimitDeps, attemptId: number): Promise<void> {
  await markAttemptSucceeded(deps.db, attemptId);
}

// Staff sign-in history is kept for security reviews well past the lockout window, then dropped.
const ADMIN_LOGIN_ATTEMPT_RETENTION_DAYS = 90;

/** Deletes staff login attempts past the retention period (never within the lockout window). */
export async function pruneAdminLoginAttempts(deps: LimitDeps, now = new Date()): Promise<number> {
  const retentionMs = Math.max(
    ADMIN_LOGIN_ATTEMPT_RETENTION_DAYS * 86_400_000,
    deps.config.ADMIN_LOGIN_LOCKOUT_SECONDS * 1000,
  );
  return deleteAttemptsBefore(deps.db, new Date(now.getTime() - retentionMs));
}
