import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { suspensionInForce, users } from '../members/members.schema.js';
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
      suspended: suspensionInForce,
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
      status: referrals.status,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt))
    .limit(limit);
}

/** The referred member's referral while its reward is still pending, row-locked for settling. */
export async function selectPendingReferral(db: Executor, referredUserId: string) {
  const [row] = await db
    .select({ referrerUserId: referrals.referrerUserId, verifiedAt: users.emailVerifiedAt })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'PENDING')))
    .for('update', { of: referrals });
  return row ?? null;
}

/** Settles a pending referral: VESTED with the posting that paid it, or REFUSED with why. */
export async function settleReferralRow(
  db: Executor,
  referredUserId: string,
  outcome: { status: 'VESTED' | 'REFUSED'; postingId?: string | null; reason?: string | null },
) {
  await db
    .update(referrals)
    .set({
      status: outcome.status,
      settledAt: new Date(),
      postingId: outcome.postingId ?? null,
      refusedReason: outcome.reason ?? null,
    })
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'PENDING')));
}

/**
 * Whether two members look like one person: a session or device of each from the same IP cluster
 * (IPv4 /24, IPv6 /64), which also covers the same device on the same network.
 */
export async function shareIpCluster(db: Executor, a: string, b: string): Promise<boolean> {
  const result = await db.execute(sql`
    WITH seen AS (
      SELECT user_id, ip FROM member_sessions WHERE user_id IN (${a}::uuid, ${b}::uuid)
      UNION SELECT user_id, last_ip FROM member_devices WHERE user_id IN (${a}::uuid, ${b}::uuid)
    ), clusters AS (
      SELECT DISTINCT user_id,
        network(set_masklen(ip::inet, CASE WHEN family(ip::inet) = 4 THEN 24 ELSE 64 END)) AS net
      FROM seen
    )
    SELECT EXISTS (
      SELECT 1 FROM clusters x JOIN clusters y ON x.net = y.net
      WHERE x.user_id = ${a}::uuid AND y.user_id = ${b}::uuid) AS shared`);
  return result.rows[0]?.shared === true;
}

/** A referrer's referrals by status, and the points vested ones paid. */
export async function countReferralOutcomes(db: Executor, referrerUserId: string) {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE r.status = 'VESTED')::int AS vested,
      count(*) FILTER (WHERE r.status = 'REFUSED')::int AS refused,
      coalesce((SELECT sum(e.amount) FROM points_entries e
        WHERE e.account_id = ${referrerUserId}::uuid
          AND e.posting_id IN (SELECT posting_id FROM referrals WHERE referrer_user_id = ${referrerUserId}::uuid)), 0)::int AS points
    FROM referrals r WHERE r.referrer_user_id = ${referrerUserId}::uuid`);
  const row = result.rows[0];
  return {
    vested: (row?.vested as number | undefined) ?? 0,
    refused: (row?.refused as number | undefined) ?? 0,
    points: (row?.points as number | undefined) ?? 0,
  };
}
