import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities, activityTags } from './activities.schema.js';
import { upsertTags, type NewActivity, type NewTag } from './activities.repository.js';

/*
 * Writes to activity rows that other modules ask for (creator studio, moderation, bans, quizzes and games,
 * view counts): the activities module owns the table, so they live here (decision 053).
 */

/** Replaces an activity's tags by the given (distinct) slugs and titles, creating tags that do not exist yet. */
export async function setActivityTags(
  db: Executor,
  activityId: string,
  tags: Pick<NewTag, 'slug' | 'title'>[],
): Promise<void> {
  await db.delete(activityTags).where(eq(activityTags.activityId, activityId));
  if (tags.length === 0) return;
  const ids = await upsertTags(
    db,
    tags.map(({ slug, title }) => ({ slug, title, type: 'video' as const })),
  );
  await db
    .insert(activityTags)
    .values([...ids.values()].map((tagId) => ({ activityId, tagId })))
    .onConflictDoNothing();
}

/** Deletes the activity row (assets, jobs, tags and credits cascade); returns whether it existed. */
export async function deleteActivityRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
  return rows.length > 0;
}

/** Sets an activity's editable fields (a creator's, a quiz or game editor's) and stamps `updatedAt`. */
export async function updateActivityFields(
  db: Executor,
  id: string,
  fields: Partial<NewActivity>,
): Promise<void> {
  await db
    .update(activities)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}

/** Unpublishes every published activity of the creator; returns their ids. */
export async function unpublishCreatorContent(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .update(activities)
    .set({ status: 'ARCHIVED', updatedAt: sql`now()` })
    .where(and(eq(activities.creatorId, userId), eq(activities.status, 'PUBLISHED')))
    .returning({ id: activities.id });
  return rows.map((row) => row.id);
}

/** Publishes again what a ban unpublished, if it is still as the ban left it (archived, same creator). */
export async function republishContent(db: Executor, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(activities)
    .set({ status: 'PUBLISHED', updatedAt: sql`now()` })
    .where(
      and(inArray(activities.id, ids), eq(activities.creatorId, userId), eq(activities.status, 'ARCHIVED')),
    )
    .returning({ id: activities.id });
  return rows.map((row) => row.id);
}

/** Sets the status; approving keeps a future publish date and fills a missing one with now. */
export async function setModeratedStatus(
  db: Executor,
  id: string,
  status: 'PUBLISHED' | 'REJECTED' | 'DRAFT' | 'ARCHIVED',
) {
  const publishAt =
    status === 'PUBLISHED' ? sql`coalesce(${activities.publishAt}, now())` : activities.publishAt;
  await db
    .update(activities)
    .set({ status, publishAt, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}

/** Adds staff-minted views to an activity's counter and its manual views; undefined when it does not exist. */
export async function addViews(db: Executor, id: string, increment: number) {
  const [row] = await db
    .update(activities)
    .set({
      viewCount: sql`${activities.viewCount} + ${increment}`,
      manualViewCount: sql`${activities.manualViewCount} + ${increment}`,
    })
    .where(eq(activities.id, id))
    .returning({ viewCount: activities.viewCount, manualViewCount: activities.manualViewCount });
  return row;
}

/** Counts one more view of an activity (a member's first view in the hour). */
export async function incrementViewCount(db: Executor, activityId: string): Promise<void> {
  await db
    .update(activities)
    .set({ viewCount: sql`${activities.viewCount} + 1` })
    .where(eq(activities.id, activityId));
}
