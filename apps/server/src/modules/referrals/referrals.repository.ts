import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { referralCodes, referrals } from './referrals.schema.js';

/** The member's referral code row, if created. */
export async function findCodeOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row;
}

/** A code with its owner's suspension state, for sign-up checks. */
export async function findCodeWithOwner(db: Executor, code: string) {
  const [row] = await db
    .select({
      code: referralCodes.code,
      userId: referralCodes.userId,
      disabledAt: referralCodes.disabledAt,
      suspendedAt: users.suspendedAt,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  return row;
}

/** Inserts a code; false when the code (or a code for this member) already exists. */
export async function insertCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .insert(referralCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length === 1;
}

/** Records who referred a new member. */
export async function insertReferral(db: Executor, values: typeof referrals.$inferInsert): Promise<void> {
  await db.insert(referrals).values(values).onConflictDoNothing();
}

/** Referred members in total and with a verified email. */
export async function countReferrals(db: Executor, referrerUserId: string) {
  const [total] = await db
    .select({ value: count() })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
  const [verified] = await db
    .select({ value: count() })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(users.emailVerifiedAt)));
  return { total: total?.value ?? 0, verified: verified?.value ?? 0 };
}

/** The newest referred members. */
export function listRecentReferrals(db: Executor, referrerUserId: string, limit = 10) {
  return db
    .select({
      displayName: users.displayName,
      joinedAt: referrals.createdAt,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt))
    .limit(limit);
}
