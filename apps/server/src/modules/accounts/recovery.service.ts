import type { ResetPasswordRequest } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../lib/security/password.js';
import { assertNotLimited, recordAttempt } from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { revokeSessions } from '../sessions/sessions.repository.js';
import { findUserByEmail, updateUser } from './accounts.repository.js';
import { assertEmailCode, issueEmailCode } from './email-codes.service.js';
import { normaliseEmail } from './member-view.js';
import { assertPasswordAcceptable } from './password-policy.js';

/** The one answer to every forgot-password request, so it tells nobody whether an account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a password reset code to it.';

async function guard(
  deps: AppDeps,
  action: 'verify' | 'resend' | 'forgot' | 'reset',
  email: string,
  ip: string,
) {
  const keys = { account: email, ip };
  await assertNotLimited(deps, action, keys);
  return keys;
}

/** POST /auth/verify/email: marks the email verified with the emailed code. */
export async function verifyEmail(
  deps: AppDeps,
  input: { email: string; token: string },
  context: ClientContext,
) {
  const email = normaliseEmail(input.email);
  const keys = await guard(deps, 'verify', email, context.ip);
  const user = await findUserByEmail(deps.db, email);
  if (user?.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  try {
    await assertEmailCode(deps, user, 'verify_email', input.token);
  } catch (error) {
    await recordAttempt(deps, 'verify', keys);
    throw error;
  }
  if (user) await updateUser(deps.db, user.id, { emailVerifiedAt: new Date() });
  return { message: 'Email verified. You can now log in.' };
}

/**
 * POST /auth/resend/email/:email. The spec's 'User not found' and 'Email already verified' reveal whether
 * an address is registered, as registration itself does (spec §8); captcha on sign-up and these per-IP
 * and per-address limits keep that from being used for bulk enumeration.
 */
export async function resendVerification(
  deps: AppDeps,
  log: FastifyBaseLogger,
  rawEmail: string,
  context: ClientContext,
) {
  const email = normaliseEmail(rawEmail);
  const keys = await guard(deps, 'resend', email, context.ip);
  await recordAttempt(deps, 'resend', keys);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await issueEmailCode(deps, log, user, 'verify_email');
  return { message: 'A new verification code has been sent.' };
}

/** POST /auth/forgot-password/:email: same answer whether or not the account exists. */
export async function forgotPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  rawEmail: string,
  context: ClientContext,
) {
  const email = normaliseEmail(rawEmail);
  const keys = await guard(deps, 'forgot', email, context.ip);
  await recordAttempt(deps, 'forgot', keys);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.suspendedAt) await issueEmailCode(deps, log, user, 'reset_password');
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * POST /auth/reset-password: a single-use code sets a new password and signs out every session.
 * It never signs in, so two-factor still applies at the next login.
 */
export async function resetPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: ResetPasswordRequest,
  context: ClientContext,
) {
  const email = normaliseEmail(input.email);
  const keys = await guard(deps, 'reset', email, context.ip);
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH');
  }
  const user = await findUserByEmail(deps.db, email);
  assertPasswordAcceptable(input.password, user ?? { email });
  try {
    await assertEmailCode(deps, user, 'reset_password', input.code);
  } catch (error) {
    await recordAttempt(deps, 'reset', keys);
    throw error;
  }
  if (!user) throw new AppError('INVALID_RESET_CODE');
  // Receiving the code proves the mailbox, so the address counts as verified from now on.
  const verifiedAt = user.emailVerifiedAt ?? new Date();
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: verifiedAt,
  });
  await revokeSessions(deps.db, user.id, 'password reset');
  await raiseAlert(deps, log, user.id, {
    kind: 'PASSWORD_RESET',
    message: 'Your password was reset with an emailed code.',
    ip: context.ip,
  });
  return { message: 'Your password has been reset. Please log in with your new password.' };
}
