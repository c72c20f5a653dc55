import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { RetryLaterError } from '../../http/app-error.js';
import { authAttempts } from './auth-limits.schema.js';

/** Auth actions with their own counters. */
export type LimitedAction =
  | 'login'
  | 'register'
  | 'forgot'
  | 'reset'
  | 'verify'
  | 'resend'
  | 'two-factor'
  | 'link-password'
  | 'oauth-exchange';

/** Who an attempt counts against: the account (normalised email or user id) and the client IP. */
export interface LimitKeys {
  account?: string;
  ip: string;
}

function keyList(keys: LimitKeys): { key: string; max: (deps: AppDeps) => number }[] {
  const list = [{ key: `ip:${keys.ip}`, max: (deps: AppDeps) => deps.config.AUTH_LIMIT_IP_MAX }];
  if (keys.account) {
    list.push({ key: `account:${keys.account}`, max: (deps) => deps.config.AUTH_LIMIT_ACCOUNT_MAX });
  }
  return list;
}

function windowStart(deps: AppDeps): Date {
  return new Date(Date.now() - deps.config.AUTH_LIMIT_WINDOW_MS);
}

async function readRecent(deps: AppDeps, action: LimitedAction, key: string) {
  const [row] = await deps.db
    .select({ attempts: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.action, action),
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, windowStart(deps)),
      ),
    );
  return { attempts: row?.attempts ?? 0, oldest: row?.oldest ?? null };
}

async function countRecent(deps: AppDeps, action: LimitedAction, key: string): Promise<number> {
  return (await readRecent(deps, action, key)).attempts;
}

/** Seconds until the oldest attempt in the window leaves it, freeing one try. */
function secondsUntilFree(deps: AppDeps, oldest: Date | null): number {
  if (!oldest) return deps.config.AUTH_LIMIT_WINDOW_MS / 1000;
  return (oldest.getTime() + deps.config.AUTH_LIMIT_WINDOW_MS - Date.now()) / 1000;
}

/**
 * Refuses with 429 while any key has reached its limit inside the window. Checked before the
 * credentials, so a locked account refuses even the right password until the window passes. The 429
 * carries Retry-After: when the oldest counted attempt leaves the window.
 */
export async function assertNotLimited(deps: AppDeps, action: LimitedAction, keys: LimitKeys): Promise<void> {
  for (const { key, max } of keyList(keys)) {
    const recent = await readRecent(deps, action, key);
    if (recent.attempts >= max(deps)) throw new RetryLaterError(secondsUntilFree(deps, recent.oldest));
  }
}

/** Whether the account alone has reached its limit for the action. */
export async function isAccountLimited(
  deps: AppDeps,
  action: LimitedAction,
  account: string,
): Promise<boolean> {
  return (await countRecent(deps, action, `account:${account}`)) >= deps.config.AUTH_LIMIT_ACCOUNT_MAX;
}

/** Counts one attempt (a failure, or any attempt for actions limited by volume) against every key. */
export async function recordAttempt(deps: AppDeps, action: LimitedAction, keys: LimitKeys): Promise<void> {
  await deps.db.insert(authAttempts).values(keyList(keys).map(({ key }) => ({ action, key })));
}

/** Forgets an account's failures after a success; the IP's count stays. */
export async function clearAccountAttempts(
  deps: AppDeps,
  action: LimitedAction,
  account: string,
): Promise<void> {
  await deps.db
    .delete(authAttempts)
    .where(and(eq(authAttempts.action, action), eq(authAttempts.key, `account:${account}`)));
}

/** Removes counters older than the window (called now and then so the table stays small). */
export async function pruneAttempts(deps: AppDeps): Promise<void> {
  await deps.db.delete(authAttempts).where(lt(authAttempts.createdAt, windowStart(deps)));
}
