import type { WalletReauthRequest, WalletReauthResponse } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../lib/security/password.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { releaseAttempt, reserveAttempt } from '../auth-limits/auth-limits.service.js';
import { findUserById } from '../members/members.queries.js';
import type { ClientContext } from '../sessions/client-context.js';
import { findSessionStart } from '../sessions/sessions.queries.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.queries.js';
import { checkSignInSecondFactor } from '../two-factor/two-factor.service.js';
import { findActiveStepUp, upsertStepUp } from './wallets.repository.js';

/** Checks the password, and the TOTP or recovery code when two-factor is on; throws when either fails. */
async function assertSecondLook(
  deps: AppDeps,
  userId: string,
  input: WalletReauthRequest,
  context: ClientContext,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  // OAuth-only members link a password first (POST /auth/link-password): decision 029.
  if (!user?.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('STEP_UP_INVALID');
  if (!(await isTwoFactorEnabled(deps.db, userId))) return;
  if (!input.code) throw new AppError('TWO_FACTOR_CODE_INVALID');
  await checkSignInSecondFactor(deps, userId, input.code, context);
}

/**
 * POST /wallet/reauth: a fresh password (and second factor) lets this session, and only this session,
 * reveal and sign for WALLET_STEP_UP_MINUTES. Attempts count against the account and address budgets
 * before anything is checked; a success gives its slot back.
 */
export async function stepUpSession(
  deps: AppDeps,
  member: MemberContext,
  input: WalletReauthRequest,
  context: ClientContext,
): Promise<WalletReauthResponse> {
  const reservation = await reserveAttempt(deps, 'wallet-reauth', { account: member.userId, ip: context.ip });
  await assertSecondLook(deps, member.userId, input, context);
  await releaseAttempt(deps, reservation);
  const expiresAt = new Date(Date.now() + deps.config.WALLET_STEP_UP_MINUTES * 60_000);
  await upsertStepUp(deps.db, { sessionId: member.sessionId, userId: member.userId, expiresAt });
  await recordAuditEvent(deps.db, {
    actorAdminId: null,
    action: 'wallet.step_up',
    targetType: 'member',
    targetId: member.userId,
    ip: context.ip,
    details: { sessionId: member.sessionId },
  });
  return { stepUpExpiresAt: expiresAt.toISOString() };
}

/** Refuses with STEP_UP_REQUIRED unless this session re-authenticated within the step-up window. */
export async function requireStepUp(deps: AppDeps, member: MemberContext): Promise<void> {
  if (!(await findActiveStepUp(deps.db, member.sessionId))) throw new AppError('STEP_UP_REQUIRED');
}

/**
 * Before a member changes how they sign in or ends sessions (ASVS V7.5.1, V7.5.2, decision 080): the same
 * step-up as the wallet's. A member with no password cannot step up, so a sign-in (with Google or X, and the
 * second factor when on) within the step-up window proves them instead: RECENT_SIGN_IN_REQUIRED otherwise.
 */
export async function requireRecentAuthentication(deps: AppDeps, member: MemberContext): Promise<void> {
  if (await findActiveStepUp(deps.db, member.sessionId)) return;
  const user = await findUserById(deps.db, member.userId);
  if (user?.passwordHash) throw new AppError('STEP_UP_REQUIRED');
  const session = await findSessionStart(deps.db, member.sessionId);
  const windowMs = deps.config.WALLET_STEP_UP_MINUTES * 60_000;
  if (!session || session.createdAt.getTime() < Date.now() - windowMs)
    throw new AppError('RECENT_SIGN_IN_REQUIRED');
}
