import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mediaAssets, transcodeJobs } from '../media/media.schema.js';
import { activities, activityTags, tags } from '../activities/activities.schema.js';
import { setActivityTags, type Activity } from '../activities/activities.queries.js';

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
  const unique = [...new Map(titles.map((title) => [slugifyTitle(title), title])).entries()];
  await setActivityTags(
    db,
    activityId,
    unique.map(([slug, title]) => ({ slug, title })),
  );
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
