import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { raiseMemberTier, raiseTiersStatement } from '../members/members.queries.js';
import { memberTierLocks } from './points-tier-lock.schema.js';

const ranksOf = (order: readonly string[]) =>
  sql.raw(`ARRAY[${order.map((name) => `'${name}'`).join(',')}]::text[]`);

/** True while the member behind `userId` has a staff tier lock in force at `now`. */
const lockedAt = (userId: AnyPgColumn | SQL, now: Date): SQL =>
  sql`EXISTS (SELECT 1 FROM ${memberTierLocks} l WHERE l.user_id = ${userId}
    AND (l.until IS NULL OR l.until > ${now.toISOString()}::timestamptz))`;

/**
 * Raises a member's tier to `tier` if it is higher than theirs (never lowers it) and no staff lock holds it
 * at `now`; the member when it did.
 */
export async function raiseTier(
  db: Executor,
  userId: string,
  target: { tier: string; order: readonly string[]; now: Date },
) {
  const ranks = ranksOf(target.order);
  const higher = sql`array_position(${ranks}, ${users.tier}) < array_position(${ranks}, ${target.tier}::text)`;
  return raiseMemberTier(db, userId, target.tier, sql`${higher} AND NOT ${lockedAt(users.id, target.now)}`);
}

/**
 * Raises every member whose lifetime points reach a higher tier than theirs, in one statement, except
 * members a staff lock holds at `now`; returns who moved where and how many locks held a raise back.
 * Never lowers a tier.
 */
export async function raiseAllTiers(db: Executor, order: readonly string[], now: Date) {
  const ranks = ranksOf(order);
  const result = await db.execute<{ id: string; tier: string; email: string | null; locked: boolean }>(sql`
    WITH lifetime AS (
      SELECT e.account_id AS user_id, sum(e.amount) AS total
      FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
      WHERE p.kind = 'earn' AND e.amount > 0
      GROUP BY e.account_id
    ), target AS (
      SELECT l.user_id, (SELECT r.tier FROM points_tier_rules r WHERE r.threshold <= l.total
        ORDER BY r.threshold DESC, array_position(${ranks}, r.tier) DESC LIMIT 1) AS tier
      FROM lifetime l
    ), due AS (
      SELECT t.user_id, t.tier, ${lockedAt(sql`t.user_id`, now)} AS locked
      FROM target t JOIN users u ON u.id = t.user_id
      WHERE t.tier IS NOT NULL AND array_position(${ranks}, u.tier) < array_position(${ranks}, t.tier)
    ), raised AS (
      ${raiseTiersStatement(sql`due`)}
    )
    SELECT id, tier, email, false AS locked FROM raised
    UNION ALL SELECT user_id, tier, NULL, true FROM due WHERE locked`);
  const raised = result.rows.filter((row) => !row.locked);
  return { raised, skippedLocked: result.rows.length - raised.length };
}

/** Records (or replaces) a member's tier lock. */
export async function upsertTierLock(db: Executor, lock: typeof memberTierLocks.$inferInsert) {
  const set = {
    tier: lock.tier,
    until: lock.until ?? null,
    lockedBy: lock.lockedBy ?? null,
    reason: lock.reason,
    lockedAt: new Date(),
  };
  const [row] = await db
    .insert(memberTierLocks)
    .values(lock)
    .onConflictDoUpdate({ target: memberTierLocks.userId, set })
    .returning();
  if (!row) throw new Error('The tier lock upsert returned no row.');
  return row;
}

/** Removes a member's tier lock; the removed row, or null when there was none. */
export async function deleteTierLock(db: Executor, userId: string) {
  const [row] = await db.delete(memberTierLocks).where(eq(memberTierLocks.userId, userId)).returning();
  return row ?? null;
}

/** A member's tier lock row, expired or not. */
export async function selectTierLock(db: Executor, userId: string) {
  const [row] = await db.select().from(memberTierLocks).where(eq(memberTierLocks.userId, userId));
  return row ?? null;
}
