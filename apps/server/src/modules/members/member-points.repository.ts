import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from './members.schema.js';

/*
 * The member row's points projection (total_points) and tier, written for the points module: members owns
 * the users table, so the writes live here (decision 053). The `*Statement` builders return one UPDATE for
 * the points module's single-statement WITH queries, which stay one round trip.
 */

/**
 * Moves a member's projected balance by `delta` in one conditional statement; null when it would
 * go below zero (and `allowNegative` is off) or the member does not exist.
 */
export async function shiftProjectedBalance(
  db: Executor,
  userId: string,
  delta: number,
  allowNegative: boolean,
): Promise<number | null> {
  const floor = allowNegative ? sql`true` : sql`${users.totalPoints} + ${delta} >= 0`;
  const [row] = await db
    .update(users)
    .set({ totalPoints: sql`${users.totalPoints} + ${delta}` })
    .where(and(eq(users.id, userId), floor))
    .returning({ totalPoints: users.totalPoints });
  return row?.totalPoints ?? null;
}

/** Sets one member's projection to their ledger sum, holding the member row so no posting runs meanwhile. */
export async function resetProjectedBalance(db: Executor, userId: string): Promise<number> {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  const result = await db.execute<{ total_points: number }>(sql`
    UPDATE users SET total_points =
      (SELECT coalesce(sum(amount), 0) FROM points_entries WHERE account_id = ${userId})
    WHERE id = ${userId} RETURNING total_points`);
  return result.rows[0]?.total_points ?? 0;
}

/**
 * The UPDATE that moves one member's projected balance by `delta` inside a caller's WITH query, when `when`
 * holds and (unless `allowNegative`) the balance stays at zero or above; it returns `total_points`.
 */
export function shiftBalanceStatement(
  member: { userId: string; delta: number; allowNegative: boolean },
  when: SQL,
): SQL {
  const floor = member.allowNegative ? sql`true` : sql`total_points + ${member.delta} >= 0`;
  return sql`UPDATE users SET total_points = total_points + ${member.delta}
      WHERE id = ${member.userId}::uuid AND ${when} AND ${floor}
      RETURNING total_points`;
}

/**
 * The UPDATE that moves many members' projected balances inside a caller's WITH query: `shifts` names a CTE
 * with one row per member (columns user_id, points, both positive awards); it returns id and total_points.
 */
export function shiftBalancesStatement(shifts: SQL): SQL {
  return sql`UPDATE users SET total_points = users.total_points + s.points FROM ${shifts} s
      WHERE users.id = s.user_id
      RETURNING users.id, users.total_points`;
}

/** Sets one member's tier when `when` holds; the member (id, email) when it did. */
export async function raiseMemberTier(db: Executor, userId: string, tier: string, when: SQL) {
  const rows = await db
    .update(users)
    .set({ tier, updatedAt: new Date() })
    .where(and(eq(users.id, userId), when))
    .returning({ id: users.id, email: users.email });
  return rows[0] ?? null;
}

/**
 * The UPDATE that sets members' tiers from a caller's WITH query `due` (columns user_id, tier, locked),
 * skipping locked rows; it returns id, tier and email of each member it raised.
 */
export function raiseTiersStatement(due: SQL): SQL {
  return sql`UPDATE users u SET tier = d.tier, updated_at = now() FROM ${due} d
      WHERE u.id = d.user_id AND NOT d.locked
      RETURNING u.id, u.tier, u.email`;
}
