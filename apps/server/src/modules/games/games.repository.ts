import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { gameRounds, games } from './games.schema.js';

export type GameRow = typeof games.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;

export async function upsertGame(db: Executor, row: typeof games.$inferInsert): Promise<void> {
  const { activityId: _id, ...settings } = row;
  await db
    .insert(games)
    .values(row)
    .onConflictDoUpdate({ target: games.activityId, set: { ...settings, updatedAt: sql`now()` } });
}

export async function findGame(db: Executor, activityId: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.activityId, activityId));
  return row;
}

export async function insertRound(db: Executor, row: typeof gameRounds.$inferInsert): Promise<GameRoundRow> {
  const [created] = await db.insert(gameRounds).values(row).returning();
  if (!created) throw new Error('Game round insert returned nothing');
  return created;
}

/** The member's own round, locked so reveals and the submission of one round run one at a time. */
export async function lockOwnRound(db: Executor, roundId: string, activityId: string, userId: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(
      and(eq(gameRounds.id, roundId), eq(gameRounds.activityId, activityId), eq(gameRounds.userId, userId)),
    )
    .for('update');
  return row;
}

export async function appendReveal(db: Executor, roundId: string, position: number): Promise<void> {
  await db
    .update(gameRounds)
    .set({ reveals: sql`array_append(${gameRounds.reveals}, ${position}::integer)` })
    .where(eq(gameRounds.id, roundId));
}

export async function recordSubmission(
  db: Executor,
  roundId: string,
  result: { score: number; outcome: string },
) {
  await db
    .update(gameRounds)
    .set({ ...result, submittedAt: sql`now()` })
    .where(eq(gameRounds.id, roundId));
}
