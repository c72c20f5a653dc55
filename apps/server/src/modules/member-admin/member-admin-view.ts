import type { AdminMember, Tier } from '@streamit/contract';
import { AVATAR_URL_PREFIX, isSuspended } from '../members/member-view.js';
import type { UserRow } from '../members/members.queries.js';

/** A member row as staff see it; secrets and provider ids stay on the server. */
export function toAdminMember(row: UserRow, now = new Date()): AdminMember {
  const suspended = isSuspended(row, now);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    avatarUrl: row.avatarFile ? `${AVATAR_URL_PREFIX}${row.avatarFile}` : null,
    tier: row.tier as Tier,
    totalPoints: row.totalPoints,
    isContentCreator: row.isContentCreator,
    creatorStatus: row.creatorStatus as AdminMember['creatorStatus'],
    status: suspended ? 'SUSPENDED' : 'ACTIVE',
    suspendedAt: suspended ? (row.suspendedAt?.toISOString() ?? null) : null,
    suspendedUntil: suspended ? (row.suspendedUntil?.toISOString() ?? null) : null,
    suspensionReason: suspended ? row.suspensionReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}
