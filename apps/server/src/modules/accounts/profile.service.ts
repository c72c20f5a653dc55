import {
  isReservedDisplayName,
  type ChangePasswordRequest,
  type DashboardStats,
  type MemberUser,
  type ProductLanguage,
  type UpdateProfileRequest,
  type WelcomeTokensStatus,
} from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/security/password.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { revokeSessions } from '../sessions/sessions.queries.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { updateUser } from '../members/members.queries.js';
import { requireUser } from '../members/member-view.js';
import { findDashboardFigures } from './dashboard-stats.repository.js';
import { loadMemberUser } from './member-user.service.js';
import { assertNewPasswordAcceptable } from './password-policy.js';
import { describeWelcomeTokens } from '../wallet-custody/welcome-status.service.js';

/** GET /auth/dashboard-stats: figures from the tables that exist today, read in one statement. */
export async function getDashboardStats(deps: AppDeps, userId: string): Promise<DashboardStats> {
  const row = await findDashboardFigures(deps.db, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return {
    totalPoints: row.totalPoints,
    tier: row.tier,
    memberSince: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    referrals: { total: row.referralsTotal, verified: row.referralsVerified },
    security: {
      activeSessions: row.activeSessions,
      twoFactorEnabled: row.twoFactorEnabled,
      unreadAlerts: row.unreadAlerts,
    },
    lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt).toISOString(),
  };
}

/** GET /auth/welcome-tokens-status: the welcome grant and the requirements the member meets (decision 042). */
export async function getWelcomeTokensStatus(deps: AppDeps, userId: string): Promise<WelcomeTokensStatus> {
  const user = await requireUser(deps, userId);
  return describeWelcomeTokens(deps, userId, user.emailVerifiedAt !== null);
}

/** POST /auth/change-password: the current password is required; other sessions are signed out. */
export async function changePassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  input: ChangePasswordRequest,
  context: ClientContext,
): Promise<{ message: string }> {
  const user = await requireUser(deps, member.userId);
  if (!user.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH');
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  await assertNewPasswordAcceptable(deps, log, input.newPassword, user);
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeSessions(deps.db, user.id, 'password changed', { except: member.sessionId });
  await raiseAlert(deps, log, user.id, {
    kind: 'PASSWORD_CHANGED',
    message: 'Your password was changed.',
    ip: context.ip,
  });
  return { message: 'Password changed. Other sessions have been signed out.' };
}

/**
 * PATCH /auth/profile: the contract has already trimmed and checked the names; a reserved display name gets
 * the same answer as at registration. An empty first or last name is stored as none, like at registration.
 */
export async function updateProfile(
  deps: AppDeps,
  userId: string,
  input: UpdateProfileRequest,
  language?: ProductLanguage,
): Promise<MemberUser> {
  if (isReservedDisplayName(input.displayName)) throw new AppError('DISPLAY_NAME_RESERVED');
  const updated = await updateUser(deps.db, userId, {
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    displayName: input.displayName,
    // The interface language the member saves their profile in becomes their e-mails' language.
    ...(language ? { preferredLanguage: language } : {}),
  });
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return loadMemberUser(deps, userId);
}
