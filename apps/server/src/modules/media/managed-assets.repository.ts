import type { MediaAssetKind } from '@streamit/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mediaAssets } from './media.schema.js';
import type { MediaAsset, NewMediaAsset } from './media.repository.js';

/** Kinds a creator uploads and deletes one by one; the rest come from the transcoder. */
export const MANAGED_KINDS: MediaAssetKind[] = ['THUMBNAIL', 'BANNER', 'PREVIEW', 'CAPTION'];

/**
 * Stores a new asset in place of the same kind (and, for captions, the same label); returns the storage
 * keys of the replaced rows so their files can be deleted after the commit.
 */
export async function replaceAsset(
  db: Executor,
  row: NewMediaAsset,
): Promise<{ asset: MediaAsset; replaced: string[] }> {
  const sameSlot = and(
    eq(mediaAssets.activityId, row.activityId),
    eq(mediaAssets.kind, row.kind),
    ...(row.kind === 'CAPTION' ? [eq(mediaAssets.label, row.label ?? '')] : []),
  );
  const removed = await db.delete(mediaAssets).where(sameSlot).returning({ key: mediaAssets.storageKey });
  const [asset] = await db.insert(mediaAssets).values(row).returning();
  if (!asset) throw new Error('Media asset insert returned nothing');
  return { asset, replaced: removed.map((item) => item.key) };
}

/** The managed assets of an activity. */
export function findManagedAssets(db: Executor, activityId: string) {
  return db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.activityId, activityId), inArray(mediaAssets.kind, MANAGED_KINDS)));
}

/** Deletes one managed asset of an activity; returns its storage key, or undefined when there is none. */
export async function deleteManagedAsset(db: Executor, activityId: string, assetId: string) {
  const [row] = await db
    .delete(mediaAssets)
    .where(
      and(
        eq(mediaAssets.id, assetId),
        eq(mediaAssets.activityId, activityId),
        inArray(mediaAssets.kind, MANAGED_KINDS),
      ),
    )
    .returning({ key: mediaAssets.storageKey });
  return row?.key;
}
