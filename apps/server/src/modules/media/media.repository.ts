import type { MediaAssetKind } from '@streamit/contract';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { notHiddenByReports } from '../activities/activities.queries.js';
import { mediaAssets } from './media.schema.js';

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

/** Kinds the transcoder derives from the source; a new transcode replaces all of them. */
export const DERIVED_KINDS: MediaAssetKind[] = [
  'HLS_MASTER',
  'RENDITION',
  'THUMBNAIL',
  'PREVIEW',
  'STORYBOARD',
];

export async function insertMediaAssets(db: Executor, rows: NewMediaAsset[]): Promise<void> {
  if (rows.length > 0) await db.insert(mediaAssets).values(rows);
}

/** Assets of an activity, optionally of some kinds, oldest first. */
export function findMediaAssets(db: Executor, activityId: string, kinds?: MediaAssetKind[]) {
  const byActivity = eq(mediaAssets.activityId, activityId);
  return db
    .select()
    .from(mediaAssets)
    .where(kinds ? and(byActivity, inArray(mediaAssets.kind, kinds)) : byActivity)
    .orderBy(asc(mediaAssets.createdAt), asc(mediaAssets.label));
}

/** Deletes asset rows of some kinds and returns their storage keys so the files can go too. */
export async function deleteMediaAssets(
  db: Executor,
  activityId: string,
  kinds: MediaAssetKind[],
): Promise<string[]> {
  const rows = await db
    .delete(mediaAssets)
    .where(and(eq(mediaAssets.activityId, activityId), inArray(mediaAssets.kind, kinds)))
    .returning({ storageKey: mediaAssets.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Whether a stored key belongs to an activity's current assets, with the activity's visibility facts. */
export async function findServableActivity(db: Executor, activityId: string, keyPrefix: string) {
  const [row] = await db
    .select({
      status: activities.status,
      visibility: activities.visibility,
      publishAt: activities.publishAt,
      creatorId: activities.creatorId,
      // Reports may hide a published activity; its media then goes private with its page.
      listed: sql<boolean>`${notHiddenByReports(activities.id)}`,
    })
    .from(activities)
    .where(
      and(
        eq(activities.id, activityId),
        sql`exists (select 1 from ${mediaAssets} where ${mediaAssets.activityId} = ${activities.id}
          and ${like(mediaAssets.storageKey, `${keyPrefix}%`)} and ${mediaAssets.kind} <> 'SOURCE')`,
      ),
    );
  return row;
}
