import type { LoginRequest, LoginResult } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/security/password.js';
import {
  assertNotLimited,
  clearAccountAttempts,
  isAccountLimited,
  recordAttempt,
  type LimitKeys,
} from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { recordFailedLogin } from '../sessions/sessions.service.js';
import { findUserByEmail, type UserRow } from './accounts.repository.js';
import { normaliseEmail } from './member-view.js';
import { completeFirstFactor } from './sign-in.service.js';

async function recordWrongPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  user: UserRow | undefined,
  keys: LimitKeys,
  context: ClientContext,
): Promise<void> {
  await recordAttempt(deps, 'login', keys);
  if (!user) return;
  await recordFailedLogin(deps, user.id, context, 'password', 'wrong password');
  // The failure that reaches the limit locks the account: tell its owner once.
  if (keys.account && (await isAccountLimited(deps, 'login', keys.account))) {
    const message = 'Too many failed sign-in attempts: password sign-in is paused for a while.';
    await raiseAlert(deps, log, user.id, { kind: 'ACCOUNT_LOCKED', message, ip: context.ip });
  }
}

/**
 * Email and password sign-in. Limits are checked before the password, so a locked account refuses
 * even the right one; unknown emails cost the same hashing time as known ones.
 */
export async function loginWithPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: LoginRequest,
  context: ClientContext,
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const keys = { account: email, ip: context.ip };
  await assertNotLimited(deps, 'login', keys);
  const user = await findUserByEmail(deps.db, email);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !matches) {
    await recordWrongPassword(deps, log, user, keys, context);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  await clearAccountAttempts(deps, 'login', email);
  return completeFirstFactor(deps, log, user.id, context, 'password');
}
