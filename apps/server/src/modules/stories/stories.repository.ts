import type { StorySection } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { stories, storyReadings } from './stories.schema.js';

/** The sections of a story, or undefined when the activity has none. */
export async function findStorySections(
  db: Executor,
  activityId: string,
): Promise<StorySection[] | undefined> {
  const [row] = await db
    .select({ sections: stories.sections })
    .from(stories)
    .where(eq(stories.activityId, activityId));
  return row?.sections;
}

/** Writes (or replaces) every section of a story. */
export async function upsertStory(db: Executor, activityId: string, sections: StorySection[]): Promise<void> {
  await db
    .insert(stories)
    .values({ activityId, sections })
    .onConflictDoUpdate({ target: stories.activityId, set: { sections, updatedAt: sql`now()` } });
}

export type ReadingRow = typeof storyReadings.$inferSelect;

/** A member's reading of a story, if they started one. */
export async function findReading(db: Executor, userId: string, activityId: string) {
  const [row] = await db
    .select()
    .from(storyReadings)
    .where(and(eq(storyReadings.userId, userId), eq(storyReadings.activityId, activityId)));
  return row;
}

/** The member's reading, created when missing, locked until the transaction ends: views apply one at a time. */
export async function lockReading(tx: Executor, userId: string, activityId: string): Promise<ReadingRow> {
  await tx.insert(storyReadings).values({ userId, activityId, creditedSeconds: [] }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(storyReadings)
    .where(and(eq(storyReadings.userId, userId), eq(storyReadings.activityId, activityId)))
    .for('update');
  if (!row) throw new Error('Story reading row missing after insert');
  return row;
}

/** Stores what a view changed. */
export async function writeReading(
  tx: Executor,
  key: { userId: string; activityId: string },
  values: Partial<Omit<ReadingRow, 'userId' | 'activityId'>>,
): Promise<void> {
  await tx
    .update(storyReadings)
    .set(values)
    .where(and(eq(storyReadings.userId, key.userId), eq(storyReadings.activityId, key.activityId)));
}
