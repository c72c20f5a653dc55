import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { pointsStreakDays } from './points-ledger.schema.js';

/**
 * Records that a member earned on `day`, one row per member and day. The streak length is yesterday's
 * plus one; a second call for the same day inserts nothing and returns null.
 */
export async function insertStreakDay(db: Executor, userId: string, day: string): Promise<number | null> {
  const result = await db.execute(sql`
    INSERT INTO points_streak_days (user_id, day, days)
    SELECT ${userId}::uuid, ${day}::date, coalesce(
      (SELECT days FROM points_streak_days WHERE user_id = ${userId}::uuid AND day = ${day}::date - 1), 0) + 1
    ON CONFLICT (user_id, day) DO NOTHING
    RETURNING days`);
  const row = result.rows[0];
  return row ? (row.days as number) : null;
}

/** Links a streak day to the bonus posting that paid it. */
export async function setStreakPosting(db: Executor, userId: string, day: string, postingId: string) {
  await db
    .update(pointsStreakDays)
    .set({ postingId })
    .where(and(eq(pointsStreakDays.userId, userId), eq(pointsStreakDays.day, day)));
}
