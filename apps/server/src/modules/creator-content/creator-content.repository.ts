import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mediaAssets, transcodeJobs } from '../media/media.schema.js';
import { activities, activityTags, tags } from '../activities/activities.schema.js';
import { upsertTags, type Activity, type NewActivity } from '../activities/activities.queries.js';

/** A url-safe slug of a title (non-Latin titles fall back to "video"). */
export function slugifyTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'video';
}

/** Replaces an activity's tags by titles, creating tags that do not exist yet. */
export async function replaceActivityTags(db: Executor, activityId: string, titles: string[]): Promise<void> {
  await db.delete(activityTags).where(eq(activityTags.activityId, activityId));
  const unique = [...new Map(titles.map((title) => [slugifyTitle(title), title])).entries()];
  if (unique.length === 0) return;
  const ids = await upsertTags(
    db,
    unique.map(([slug, title]) => ({ slug, title, type: 'video' as const })),
  );
  await db
    .insert(activityTags)
    .values([...ids.values()].map((tagId) => ({ activityId, tagId })))
    .onConflictDoNothing();
}

/** A creator's activities, newest first, with processing facts, tag titles and thumbnail key. */
export async function findCreatorActivities(db: Executor, creatorId: string) {
  const rows = await db
    .select({ activity: activities, job: transcodeJobs })
    .from(activities)
    .leftJoin(transcodeJobs, eq(transcodeJobs.activityId, activities.id))
    .where(eq(activities.creatorId, creatorId))
    .orderBy(desc(activities.createdAt));
  return attachTagsAndThumbnails(db, rows);
}

/** One activity with its processing facts, tag titles and thumbnail key. */
export async function findActivityForCreator(db: Executor, id: string) {
  const rows = await db
    .select({ activity: activities, job: transcodeJobs })
    .from(activities)
    .leftJoin(transcodeJobs, eq(transcodeJobs.activityId, activities.id))
    .where(eq(activities.id, id));
  const [row] = await attachTagsAndThumbnails(db, rows);
  return row;
}

type Row = { activity: Activity; job: typeof transcodeJobs.$inferSelect | null };

async function attachTagsAndThumbnails(db: Executor, rows: Row[]) {
  const ids = rows.map((row) => row.activity.id);
  if (ids.length === 0) return [];
  const tagRows = await db
    .select({ activityId: activityTags.activityId, title: tags.title })
    .from(activityTags)
    .innerJoin(tags, eq(tags.id, activityTags.tagId))
    .where(inArray(activityTags.activityId, ids));
  const thumbRows = await db
    .select({ activityId: mediaAssets.activityId, key: mediaAssets.storageKey })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.activityId, ids), eq(mediaAssets.kind, 'THUMBNAIL')));
  return rows.map((row) => ({
    ...row,
    tagTitles: tagRows.filter((tag) => tag.activityId === row.activity.id).map((tag) => tag.title),
    thumbnailKey: thumbRows.find((asset) => asset.activityId === row.activity.id)?.key ?? null,
  }));
}

/** Deletes the activity row (assets, jobs, tags and credits cascade); returns whether it existed. */
export async function deleteActivityRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
  return rows.length > 0;
}

/** Sets an activity's editable fields and stamps `updatedAt`. */
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
