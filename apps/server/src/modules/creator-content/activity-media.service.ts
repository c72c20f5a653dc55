import { Readable } from 'node:stream';
import {
  ACTIVITY_CAPTIONS_MAX_BYTES,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_PREVIEW_MAX_BYTES,
  type ActivityAsset,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import {
  type MediaAsset,
  deleteManagedAsset,
  findManagedAssets,
  replaceAsset,
} from '../media/media.queries.js';
import { mediaStorageFor, mediaUrl, newOutputPrefix } from '../media/media-paths.js';
import { checkPreviewClip, checkWebVtt, toJpeg } from './activity-media-checks.js';
import { assertContentCreator } from '../content-access/content-guards.js';
import { requireOwnActivity } from './creator-content.service.js';

/** What each upload route accepts: size limit, check/convert step, stored file name and MIME type. */
export const MEDIA_SLOTS = {
  thumbnail: {
    kind: 'THUMBNAIL',
    maxBytes: ACTIVITY_IMAGE_MAX_BYTES,
    file: 'thumbnail.jpg',
    mime: 'image/jpeg',
  },
  banner: { kind: 'BANNER', maxBytes: ACTIVITY_IMAGE_MAX_BYTES, file: 'banner.jpg', mime: 'image/jpeg' },
  preview: { kind: 'PREVIEW', maxBytes: ACTIVITY_PREVIEW_MAX_BYTES, file: 'preview.mp4', mime: 'video/mp4' },
  captions: {
    kind: 'CAPTION',
    maxBytes: ACTIVITY_CAPTIONS_MAX_BYTES,
    file: 'captions.vtt',
    mime: 'text/vtt',
  },
} as const;
export type MediaSlot = keyof typeof MEDIA_SLOTS;

function toActivityAsset(asset: MediaAsset): ActivityAsset {
  const { id, kind, label, bytes } = asset;
  return { id, kind, label, bytes, url: mediaUrl(asset.storageKey) };
}

async function checkUpload(deps: AppDeps, slot: MediaSlot, bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  if (slot === 'thumbnail') return toJpeg(bytes, 1280);
  if (slot === 'banner') return toJpeg(bytes, 1920);
  if (slot === 'captions') return checkWebVtt(bytes);
  await checkPreviewClip(deps.config, bytes);
  return bytes;
}

/**
 * Checks an uploaded file by content, stores it under a new unguessable key and makes it the activity's
 * file of that slot; the replaced file is deleted after the commit, the new one if the commit fails.
 */
export async function saveActivityMedia(
  deps: AppDeps,
  ids: { userId: string; activityId: string },
  slot: MediaSlot,
  upload: { bytes: Buffer; label?: string },
): Promise<ActivityAsset> {
  await assertContentCreator(deps, ids.userId);
  await requireOwnActivity(deps, ids.userId, ids.activityId);
  const spec = MEDIA_SLOTS[slot];
  const content = await checkUpload(deps, slot, upload.bytes);
  const storage = mediaStorageFor(deps.config);
  const key = `${newOutputPrefix(ids.activityId)}/${spec.file}`;
  const stored = await storage.putStream(key, Readable.from(content));
  const row = { activityId: ids.activityId, kind: spec.kind, label: upload.label ?? '', storageKey: key };
  const { asset, replaced } = await deps.db
    .transaction((tx) => replaceAsset(tx, { ...row, mime: spec.mime, bytes: stored.bytes }))
    .catch(async (error: unknown) => {
      await storage.delete(key);
      throw error;
    });
  for (const oldKey of replaced) await storage.delete(oldKey);
  return toActivityAsset(asset);
}

/** GET /activities/:id/media. */
export async function listActivityMedia(deps: AppDeps, userId: string, activityId: string) {
  await requireOwnActivity(deps, userId, activityId);
  const assets = await findManagedAssets(deps.db, activityId);
  return { items: assets.map(toActivityAsset) };
}

/** DELETE /activities/:id/media/:assetId: the row, then its file. */
export async function deleteActivityMedia(
  deps: AppDeps,
  userId: string,
  activityId: string,
  assetId: string,
) {
  await assertContentCreator(deps, userId);
  await requireOwnActivity(deps, userId, activityId);
  const key = await deleteManagedAsset(deps.db, activityId, assetId);
  if (!key) throw new AppError('NOT_FOUND');
  await mediaStorageFor(deps.config).delete(key);
  return { id: assetId, deleted: true as const };
}
