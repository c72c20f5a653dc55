import { and, desc, eq, sql } from 'drizzle-orm';
import { activities } from '../activities/activities.schema.js';
import type { Executor } from '../../db/database.js';
import { gameRounds, games } from './games.schema.js';

export type GameRow = typeof games.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;

/** A game's settings (the demo seeds write them for an activity they just made). */
export async function insertGame(db: Executor, row: typeof games.$inferInsert): Promise<GameRow> {
  const [created] = await db.insert(games).values(row).returning();
  if (!created) throw new Error('Game insert returned nothing');
  return created;
}

/** New settings; `nextVersion` bumps the version (a published game's save). */
export async function updateGameSettings(
  db: Executor,
  activityId: string,
  settings: Pick<GameRow, 'game' | 'difficulty' | 'images'>,
  nextVersion: boolean,
): Promise<GameRow> {
  const version = nextVersion ? sql`${games.version} + 1` : games.version;
  const [row] = await db
    .update(games)
    .set({ ...settings, version, updatedAt: sql`now()` })
    .where(eq(games.activityId, activityId))
    .returning();
  if (!row) throw new Error('Game update returned nothing');
  return row;
}

/** A game's settings; `lock` holds the row until the transaction ends. */
export async function findGame(db: Executor, activityId: string, lock = false): Promise<GameRow | undefined> {
  const query = db.select().from(games).where(eq(games.activityId, activityId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Every game with its activity's title and status, most recently changed first. */
export async function listGames(db: Executor, limit: number) {
  return db
    .select({
      activityId: games.activityId,
      title: activities.title,
      status: activities.status,
      version: games.version,
      game: games.game,
      difficulty: games.difficulty,
      updatedAt: games.updatedAt,
    })
    .from(games)
    .innerJoin(activities, eq(activities.id, games.activityId))
    .orderBy(desc(games.updatedAt))
    .limit(limit);
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
