import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import {
  countAccountFailures,
  countIpFailures,
  insertLoginAttempt,
} from './admin-login-attempts.repository.js';

type LimitDeps = Pick<AppDeps, 'config' | 'db'>;

/**
 * Refuses a login, before any password is checked, while the account or the IP has too many
 * recent failures: even the right password gets 429 until the window has passed.
 */
export async function assertAdminLoginAllowed(deps: LimitDeps, email: string, ip: string): Promise<void> {
  const { config, db } = deps;
  const since = new Date(Date.now() - config.ADMIN_LOGIN_LOCKOUT_SECONDS * 1000);
  const [accountFailures, ipFailures] = await Promise.all([
    countAccountFailures(db, email, since),
    countIpFailures(db, ip, since),
  ]);
  if (
    accountFailures >= config.ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT ||
    ipFailures >= config.ADMIN_LOGIN_MAX_FAILURES_PER_IP
  ) {
    throw new AppError('RATE_LIMITED');
  }
}

/** Records the outcome of a login attempt for the limits above. */
export async function recordAdminLoginAttempt(
  deps: LimitDeps,
  attempt: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await insertLoginAttempt(deps.db, attempt);
}
