import type { ResetPasswordRequest } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../lib/security/password.js';
import { releaseAttempt, reserveAttempt } from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { revokeSessions } from '../sessions/sessions.queries.js';
import { findUserByEmail, updateUser } from '../members/members.queries.js';
import { grantWelcomeBonus } from '../points/points-bonus.service.js';
import { assertEmailCode, issueEmailCode } from './email-codes.service.js';
import { isSuspended, normaliseEmail } from '../members/member-view.js';
import { assertNewPasswordAcceptable } from './password-policy.js';

/** The one answer to every forgot-password request, so it tells nobody whether an account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a password reset code to it.';

type RecoveryAction = 'verify' | 'resend' | 'forgot' | 'reset';

/** Takes one attempt from the address's and the IP's budgets (429 when either is spent). */
function reserve(deps: AppDeps, action: RecoveryAction, email: string, ip: string) {
  return reserveAttempt(deps, action, { account: email, ip });
}

/** POST /auth/verify/email: marks the email verified with the emailed code. */
export async function verifyEmail(
  deps: AppDeps,
  input: { email: string; token: string },
  context: ClientContext,
) {
  const email = normaliseEmail(input.email);
  const reservation = await reserve(deps, 'verify', email, context.ip);
  const user = await findUserByEmail(deps.db, email);
  if (user?.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await assertEmailCode(deps, user, 'verify_email', input.token);
  await releaseAttempt(deps, reservation);
  if (user)
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      await grantWelcomeBonus(tx, user.id);
    });
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
  await reserve(deps, 'resend', email, context.ip);
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
  await reserve(deps, 'forgot', email, context.ip);
  const user = await findUserByEmail(deps.db, email);
  if (user && !isSuspended(user)) await issueEmailCode(deps, log, user, 'reset_password');
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
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH');
  }
  const user = await findUserByEmail(deps.db, email);
  await assertNewPasswordAcceptable(deps, log, input.password, user ?? { email });
  // Only the code guess is limited: a rejected new password says nothing about the code.
  const reservation = await reserve(deps, 'reset', email, context.ip);
  await assertEmailCode(deps, user, 'reset_password', input.code);
  await releaseAttempt(deps, reservation);
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
