import type { AppDeps } from '../../app-deps.js';
import { reserveSlots, type LimitSlot, type Reservation } from './attempt-slots.js';
import { deleteAttempts, deleteAttemptsUpTo, deleteOldAttempts } from './auth-limits.repository.js';

export type { Reservation } from './attempt-slots.js';

const AUTH_ACTIONS = [
  'login',
  'register',
  'forgot',
  'reset',
  'verify',
  'resend',
  'two-factor',
  'link-password',
  'oauth-exchange',
  'wallet-reauth',
] as const;

/** Auth actions with their own counters. */
export type LimitedAction = (typeof AUTH_ACTIONS)[number];

/** Who an attempt counts against: the account (normalised email or user id) and the client IP. */
export interface LimitKeys {
  account?: string;
  ip: string;
}

function slotsOf(deps: AppDeps, keys: LimitKeys): LimitSlot[] {
  const windowMs = deps.config.AUTH_LIMIT_WINDOW_MS;
  const slots = [{ key: `ip:${keys.ip}`, max: deps.config.AUTH_LIMIT_IP_MAX, windowMs }];
  if (keys.account) {
    slots.push({ key: `account:${keys.account}`, max: deps.config.AUTH_LIMIT_ACCOUNT_MAX, windowMs });
  }
  return slots;
}

/**
 * Takes one attempt from every key's budget before any credential or code is looked at, or refuses
 * with 429 (Retry-After: when the oldest counted attempt leaves the window). Reserving under a per-key
 * lock makes N parallel attempts count as N, so a locked account refuses even the right password.
 */
export function reserveAttempt(deps: AppDeps, action: LimitedAction, keys: LimitKeys): Promise<Reservation> {
  return reserveSlots(deps, action, slotsOf(deps, keys));
}

/** Whether this attempt took the account's last slot: the failure that locks the account. */
export function tookLastAccountSlot(reservation: Reservation): boolean {
  return reservation.lastSlotKeys.some((key) => key.startsWith('account:'));
}

/** Gives back this attempt's own slots (a success that should not use up the budget). */
export async function releaseAttempt(deps: AppDeps, reservation: Reservation): Promise<void> {
  await deleteAttempts(
    deps.db,
    reservation.rows.map((row) => row.id),
  );
}

/**
 * After a success: gives back this attempt's slots and forgets the account's attempts reserved before
 * it. Attempts reserved after it in the same burst keep counting, so a success never frees slots that
 * were taken later than itself.
 */
export async function clearAccountAttemptsUpTo(deps: AppDeps, reservation: Reservation): Promise<void> {
  await releaseAttempt(deps, reservation);
  const own = reservation.rows.find((row) => row.key.startsWith('account:'));
  if (!own) return;
  await deleteAttemptsUpTo(deps.db, reservation.action, own.key, own.id);
}

// Other budgets in the table (reports) have windows far shorter than this.
const OTHER_BUDGETS_KEPT_MS = 24 * 3_600_000;

/** Removes counters past their window (called now and then so the table stays small). */
export async function pruneAttempts(deps: AppDeps): Promise<void> {
  const authWindowStart = new Date(Date.now() - deps.config.AUTH_LIMIT_WINDOW_MS);
  const otherStart = new Date(Date.now() - OTHER_BUDGETS_KEPT_MS);
  await deleteOldAttempts(deps.db, AUTH_ACTIONS, authWindowStart, otherStart);
}
