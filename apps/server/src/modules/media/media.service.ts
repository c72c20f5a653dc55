import { rm } from 'node:fs/promises';
import type { ActivityStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById, transitionActivity } from '../activities/activities.queries.js';
import { probeMediaFile } from './media-probe.js';
import { mediaStorageFor, newSourceKey } from './media-paths.js';
import { sendTranscode } from './media-queue.js';
import {
  deleteMediaAssets,
  findMediaAssets,
  insertMediaAssets,
  type NewMediaAsset,
} from './media.repository.js';
import { getMediaTools } from './media-tools.js';
import { scanUploadFile } from '../antivirus/antivirus.service.js';
import {
  findTranscodeJob,
  requeueFailedJob,
  resetTranscodeJob,
  setQueueJobId,
  type TranscodeJob,
} from './transcode.repository.js';

const MIME_BY_DEMUXER = { mov: 'video/mp4', matroska: 'video/x-matroska', avi: 'video/x-msvideo' } as const;

/** Sends the transcode message for a job in the caller's transaction and remembers its id. */
export async function enqueueTranscode(deps: AppDeps, tx: Executor, job: TranscodeJob): Promise<void> {
  const queueJobId = await sendTranscode(deps.jobs, tx, job.activityId);
  await setQueueJobId(tx, job.id, queueJobId);
}

async function requireActivity(deps: AppDeps, activityId: string) {
  const activity = await findActivityById(deps.db, activityId);
  if (!activity) throw new AppError('NOT_FOUND');
  return activity;
}

const REPLACEABLE_STATUSES: ActivityStatus[] = [
  'DRAFT',
  'FAILED',
  'REJECTED',
  'PENDING_REVIEW',
  'PUBLISHED',
  'PROCESSING',
];

/** In one transaction: the new source replaces the old, the activity is PROCESSING, the job is queued. */
async function swapSourceAndQueue(deps: AppDeps, source: NewMediaAsset) {
  return deps.db.transaction(async (tx) => {
    const replaced = await deleteMediaAssets(tx, source.activityId, ['SOURCE']);
    await insertMediaAssets(tx, [source]);
    await transitionActivity(tx, source.activityId, REPLACEABLE_STATUSES, 'PROCESSING');
    const job = await resetTranscodeJob(tx, source.activityId);
    await enqueueTranscode(deps, tx, job);
    return { job, replaced };
  });
}

/** Checks an upload by content and moves it into storage; returns its asset row (not yet saved). */
async function storeCheckedSource(
  deps: AppDeps,
  activityId: string,
  tempPath: string,
): Promise<NewMediaAsset> {
  // Scanned before ffprobe parses it: a file crafted against a demuxer never reaches one (decision 090).
  await scanUploadFile(deps.config, tempPath);
  const { ffprobe } = await getMediaTools(deps.config);
  const probed = await probeMediaFile(ffprobe, tempPath);
  const key = newSourceKey(activityId);
  const stored = await mediaStorageFor(deps.config).putFile(key, tempPath);
  const { width, height, durationSeconds, bitrate } = probed;
  const mime = MIME_BY_DEMUXER[probed.demuxer];
  return {
    activityId,
    kind: 'SOURCE',
    storageKey: key,
    mime,
    bytes: stored.bytes,
    width,
    height,
    durationSeconds,
    bitrate,
  };
}

/**
 * Takes a finished upload (a local temporary file the route received): scans it with the antivirus
 * (422/503 otherwise), checks it by content (magic bytes, then ffprobe with allowlists; 415/422 otherwise), stores it as the activity's only source,
 * moves the activity to PROCESSING (even a published one: its new video must be processed and, for
 * creators, reviewed) and queues its transcode, all or nothing. The temporary file is always consumed:
 * moved into storage, or deleted when refused, so nothing is half-stored.
 */
export async function acceptSourceUpload(
  deps: AppDeps,
  activityId: string,
  tempPath: string,
): Promise<TranscodeJob> {
  const storage = mediaStorageFor(deps.config);
  try {
    await requireActivity(deps, activityId);
    const source = await storeCheckedSource(deps, activityId, tempPath);
    const { job, replaced } = await swapSourceAndQueue(deps, source).catch(async (error: unknown) => {
      await storage.delete(source.storageKey);
      throw error;
    });
    for (const oldKey of replaced) await storage.delete(oldKey);
    return job;
  } finally {
    await rm(tempPath, { force: true });
  }
}

/**
 * The creator's or an admin's "retry" after a final failure: the job goes back to QUEUED with a fresh
 * budget of automatic attempts and the activity to PROCESSING. Who may call it is the route's check.
 */
export async function retryTranscode(deps: AppDeps, activityId: string): Promise<TranscodeJob> {
  const activity = await requireActivity(deps, activityId);
  const hasSource = (await findMediaAssets(deps.db, activityId, ['SOURCE'])).length > 0;
  if (!hasSource && !activity.isDemo) throw new AppError('TRANSCODE_NOT_RETRYABLE');
  return deps.db.transaction(async (tx) => {
    const job = await requeueFailedJob(tx, activityId);
    if (!job) throw new AppError('TRANSCODE_NOT_RETRYABLE');
    await transitionActivity(tx, activityId, ['FAILED'], 'PROCESSING');
    await enqueueTranscode(deps, tx, job);
    return job;
  });
}

/** The processing state a creator's upload screen polls: state, progress, attempts and reason. */
export async function getTranscodeStatus(deps: AppDeps, activityId: string) {
  const job = await findTranscodeJob(deps.db, activityId);
  if (!job) throw new AppError('NOT_FOUND');
  const { state, progress, attempts, failureReason } = job;
  return {
    activityId,
    state,
    progress,
    attempts,
    failureReason,
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    updatedAt: job.updatedAt.toISOString(),
  };
}
