import type { LoginRequest, LoginResult } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/security/password.js';
import {
  clearAccountAttemptsUpTo,
  reserveAttempt,
  tookLastAccountSlot,
  type Reservation,
} from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { recordFailedLogin } from '../sessions/sessions.service.js';
import { findUserByEmail, type UserRow } from '../members/members.queries.js';
import { isSuspended, normaliseEmail } from '../members/member-view.js';
import { completeFirstFactor } from './login-completion.service.js';

async function recordWrongPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  user: UserRow | undefined,
  reservation: Reservation,
  context: ClientContext,
): Promise<void> {
  if (!user) return;
  await recordFailedLogin(deps, user.id, context, 'password', 'wrong password');
  // The failure that took the account's last slot locks it: tell its owner once.
  if (tookLastAccountSlot(reservation)) {
    const message = 'Too many failed sign-in attempts: password sign-in is paused for a while.';
    await raiseAlert(deps, log, user.id, { kind: 'ACCOUNT_LOCKED', message, ip: context.ip });
  }
}

/**
 * Email and password sign-in. The attempt is reserved before the password is checked, so a locked
 * account (or a burst past the limit) refuses even the right one; unknown emails cost the same hashing
 * time as known ones. The right password gives back its own slot and the account's earlier failures.
 */
export async function loginWithPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: LoginRequest,
  context: ClientContext,
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const keys = { account: email, ip: context.ip };
  const reservation = await reserveAttempt(deps, 'login', keys);
  const user = await findUserByEmail(deps.db, email);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !matches) {
    await recordWrongPassword(deps, log, user, reservation, context);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await clearAccountAttemptsUpTo(deps, reservation);
  if (isSuspended(user)) throw new AppError('ACCOUNT_SUSPENDED');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  return completeFirstFactor(deps, log, user.id, context, 'password');
}
