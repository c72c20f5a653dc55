import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { requireOwnedRow } from '../../http/owned-row.js';
import { assertContentCreator } from '../content-access/content-guards.js';
import { requireOwnActivity } from '../creator-content/creator-content.service.js';
import { acceptSourceUpload } from '../media/media.service.js';
import { isDiskFull } from '../media/media-storage.js';
import { appendBody, UploadOverflowError } from './tus-append.js';
import { createTusUpload, listMemberUploads, readTusUpload, removeTusUpload } from './tus-store.js';

/** Uploads being written right now: a second PATCH of the same upload waits its turn (409). */
const busy = new Set<string>();

/** Unfinished uploads one member may hold at once, so nobody can fill the disk with open uploads. */
const MAX_OPEN_UPLOADS = 3;

/** A new upload for an activity replaces the member's unfinished one for it; beyond the cap it is 409. */
async function makeRoomForUpload(deps: AppDeps, userId: string, activityId: string) {
  const open = await listMemberUploads(deps.config, userId);
  for (const item of open.filter((entry) => entry.upload.activityId === activityId))
    await removeTusUpload(deps.config, item.uploadId);
  const others = open.filter((entry) => entry.upload.activityId !== activityId);
  if (others.length >= MAX_OPEN_UPLOADS) throw new AppError('CONFLICT');
}

/** Creation: checks the creator owns the activity and the declared size fits; returns the upload id. */
export async function createVideoUpload(deps: AppDeps, userId: string, activityId: string, length: number) {
  await assertContentCreator(deps, userId);
  await requireOwnActivity(deps, userId, activityId);
  if (length > deps.config.MEDIA_MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  await makeRoomForUpload(deps, userId, activityId);
  const upload = { activityId, userId, length, createdAt: new Date().toISOString() };
  return createTusUpload(deps.config, upload).catch((error: unknown) => {
    throw isDiskFull(error) ? new AppError('STORAGE_FULL') : error;
  });
}

/** An upload of this member for this activity; 404 for anything else. */
export async function requireVideoUpload(
  deps: AppDeps,
  userId: string,
  activityId: string,
  uploadId: string,
) {
  const found = requireOwnedRow(
    await readTusUpload(deps.config, uploadId),
    (f) => f.upload.userId === userId,
    {
      resource: 'video_upload',
      actorId: userId,
    },
  );
  if (found.upload.activityId !== activityId) throw new AppError('NOT_FOUND');
  return found;
}

async function finishUpload(deps: AppDeps, uploadId: string, activityId: string, file: string) {
  try {
    // Consumes the file either way: moved into storage, or deleted when refused (415/422) or out of room.
    await acceptSourceUpload(deps, activityId, file);
  } catch (error) {
    throw isDiskFull(error) ? new AppError('STORAGE_FULL') : error;
  } finally {
    await removeTusUpload(deps.config, uploadId);
  }
}

/**
 * A failed append: a body longer than declared (413) or a full disk (507) deletes the whole upload, so no
 * partial file is left and the creator starts again; anything else (a dropped connection) keeps the bytes
 * received for a resume.
 */
async function refuseAppend(deps: AppDeps, uploadId: string, error: unknown): Promise<unknown> {
  const refusal =
    error instanceof UploadOverflowError ? 'PAYLOAD_TOO_LARGE' : isDiskFull(error) ? 'STORAGE_FULL' : null;
  if (!refusal) return error;
  await removeTusUpload(deps.config, uploadId);
  return new AppError(refusal);
}

/**
 * PATCH: appends bytes at `offset` (must equal the bytes received so far, else 409). A body larger
 * than the rest of the declared length (413) or a full disk (507) deletes the whole upload. When the
 * last byte arrives the file is checked by content and handed to the media pipeline. Returns the new
 * offset.
 */
export async function appendVideoUpload(
  deps: AppDeps,
  ids: { userId: string; activityId: string; uploadId: string },
  offset: number,
  body: Readable,
): Promise<number> {
  const {
    upload,
    offset: current,
    paths,
  } = await requireVideoUpload(deps, ids.userId, ids.activityId, ids.uploadId);
  if (offset !== current || busy.has(ids.uploadId)) throw new AppError('CONFLICT');
  busy.add(ids.uploadId);
  try {
    await appendBody(body, paths.data, upload.length - current);
  } catch (error) {
    throw await refuseAppend(deps, ids.uploadId, error);
  } finally {
    busy.delete(ids.uploadId);
  }
  const received = (await requireVideoUpload(deps, ids.userId, ids.activityId, ids.uploadId)).offset;
  if (received === upload.length) await finishUpload(deps, ids.uploadId, ids.activityId, paths.data);
  return received;
}

/** Termination: the upload and its bytes are gone. */
export async function terminateVideoUpload(
  deps: AppDeps,
  userId: string,
  activityId: string,
  uploadId: string,
) {
  await requireVideoUpload(deps, userId, activityId, uploadId);
  await removeTusUpload(deps.config, uploadId);
}
