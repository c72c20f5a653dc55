import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from './members.schema.js';

/** What a deleted member is called from then on, wherever their name or address was (decision 070 §3). */
export function deletedMemberIdentity(userId: string): { email: string; name: string } {
  return { email: `deleted+${userId}@deleted.invalid`, name: 'Deleted member' };
}

/** The member's row, locked for the rest of the caller's transaction (account deletion queues on it). */
export async function lockMemberRow(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      totalPoints: users.totalPoints,
      preferredLanguage: users.preferredLanguage,
      avatarFile: users.avatarFile,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Erases what names the person and keeps the row, so the ledger, orders and audit that point at it stay whole
 * (decision 070 §3). The e-mail becomes a tombstone no one can type (unique per row); no password or provider
 * id is left to sign in with. Conditional on deleted_at, so a second writer changes nothing.
 */
export async function anonymiseMember(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      email: deletedMemberIdentity(userId).email,
      emailVerifiedAt: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      displayName: deletedMemberIdentity(userId).name,
      avatarFile: null,
      googleId: null,
      twitterId: null,
      signupCountry: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}
