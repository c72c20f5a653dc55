import type { AuthProvider, LinkedProviders, MemberUser } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findUserById, type UserRow } from './members.repository.js';

/** URL path under which avatars are served. */
export const AVATAR_URL_PREFIX = '/api/v1/media/avatars/';

/** The sign-in methods a member row has: 'email' means a password is set. */
export function providersOf(user: UserRow): AuthProvider[] {
  const providers: AuthProvider[] = [];
  if (user.passwordHash) providers.push('email');
  if (user.googleId) providers.push('google');
  if (user.twitterId) providers.push('twitter');
  return providers;
}

/** The linked-providers record (spec §3). */
export function linkedProvidersOf(user: UserRow): LinkedProviders {
  return {
    email: user.email,
    providers: providersOf(user),
    hasPassword: user.passwordHash !== null,
    hasGoogle: user.googleId !== null,
    hasTwitter: user.twitterId !== null,
  };
}

/** A member row as the client sees it; secrets and provider ids never leave the server. */
export function toMemberUser(user: UserRow, twoFactorEnabled: boolean): MemberUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    avatarUrl: user.avatarFile ? `${AVATAR_URL_PREFIX}${user.avatarFile}` : null,
    tier: user.tier as MemberUser['tier'],
    totalPoints: user.totalPoints,
    isContentCreator: user.isContentCreator,
    creatorStatus: user.creatorStatus as MemberUser['creatorStatus'],
    hasPassword: user.passwordHash !== null,
    twoFactorEnabled,
    providers: providersOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

/** Loads a member row or fails with 404. */
export async function requireUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** Lower-cases and trims an email for lookups and storage. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether a member's suspension is in force at `now`: a timed one ends by itself at `suspendedUntil`,
 * whether or not the tidy-up job has cleared it yet (decision 035).
 */
export function isSuspended(
  user: { suspendedAt: Date | null; suspendedUntil: Date | null },
  now = new Date(),
): boolean {
  if (!user.suspendedAt) return false;
  return user.suspendedUntil === null || user.suspendedUntil.getTime() > now.getTime();
}
