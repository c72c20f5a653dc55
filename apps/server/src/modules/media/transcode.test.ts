import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById } from '../activities/activities.queries.js';
import { findMediaAssets } from './media.repository.js';
import { TRANSCODE_QUEUE } from './media-queue.js';
import { acceptSourceUpload, retryTranscode } from './media.service.js';
import {
  createMediaTestContext,
  createVideoActivity,
  listStoredFiles,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { claimTranscodeJob, findTranscodeJob, recordTranscodeProgress } from './transcode.repository.js';
import { runTranscodeJob } from './transcode.service.js';
import { TRANSCODE_MAX_ATTEMPTS } from './media-queue.js';
import { STALLED_REASON, sweepTranscodeJobs } from './transcode-sweeper.js';

let context: MediaTestContext;
let clip: Buffer;

beforeAll(async () => {
  context = await createMediaTestContext();
  clip = await readFile(
    await makeClip(path.join(context.dataDir, 'clip.mp4'), { size: '640x360', seconds: 2 }),
  );
}, 120_000);
afterAll(async () => {
  await context.close();
});

/** A fresh upload file, as the upload route would hand it over. */
async function uploadFile(name: string, bytes: Buffer = clip): Promise<string> {
  const file = path.join(context.dataDir, `${name}.upload`);
  await writeFile(file, bytes);
  return file;
}

async function uploadedActivity(name: string): Promise<string> {
  const activity = await createVideoActivity(context);
  await acceptSourceUpload(context.deps, activity.id, await uploadFile(name));
  return activity.id;
}

function withBrokenFfmpeg(): AppDeps {
  return { ...context.deps, config: { ...context.deps.config, FFMPEG_PATH: '/nonexistent/bin/ffmpeg' } };
}

describe('acceptSourceUpload', () => {
  it('stores the source under a server-made key, moves the activity to PROCESSING and queues a job', async () => {
    const activityId = await uploadedActivity('good');
    const [source] = await findMediaAssets(context.deps.db, activityId, ['SOURCE']);
    expect(source?.storageKey).toMatch(new RegExp(`^sources/${activityId}/[A-Za-z0-9]{16,}$`));
    expect(source).toMatchObject({ width: 640, height: 360, mime: 'video/mp4', bytes: clip.length });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PROCESSING');
    const job = await findTranscodeJob(context.deps.db, activityId);
    expect(job).toMatchObject({ state: 'QUEUED', attempts: 0 });
    const message = await context.deps.jobs.getJobById(TRANSCODE_QUEUE, job?.queueJobId ?? '');
    expect(message).toMatchObject({ state: 'created', data: { activityId } });
  });

  it.each([
    ['a text file named .mp4', Buffer.from('this is not a video\n'.repeat(20)), 415],
    [
      'an HLS playlist pointing at a local file',
      Buffer.from('#EXTM3U\n#EXTINF:2,\nfile:/etc/passwd\n#EXT-X-ENDLIST\n'),
      415,
    ],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 415],
    ['a truncated MP4', 'truncated', 422],
  ] as const)('refuses %s and stores nothing', async (_name, content, status) => {
    const activity = await createVideoActivity(context);
    const bytes = content === 'truncated' ? clip.subarray(0, Math.floor(clip.length / 2)) : content;
    const file = await uploadFile(`bad-${status}`, bytes);
    const before = await listStoredFiles(context.mediaRoot);
    const error = await acceptSourceUpload(context.deps, activity.id, file).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(status);
    expect(await listStoredFiles(context.mediaRoot)).toEqual(before);
    expect(await findMediaAssets(context.deps.db, activity.id)).toEqual([]);
    expect(await findTranscodeJob(context.deps.db, activity.id)).toBeUndefined();
    expect((await findActivityById(context.deps.db, activity.id))?.status).toBe('DRAFT');
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
  });
});

describe('failures and retry', () => {
  it('retries automatically, then fails with a readable reason and keeps the source for a retry', async () => {
    const activityId = await uploadedActivity('broken-tools');
    const broken = withBrokenFfmpeg();
    await expect(runTranscodeJob(broken, { activityId })).rejects.toThrow();
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({
      state: 'QUEUED',
      attempts: 1,
    });
    await expect(runTranscodeJob(broken, { activityId })).rejects.toThrow();
    await runTranscodeJob(broken, { activityId });
    const job = await findTranscodeJob(context.deps.db, activityId);
    expect(job).toMatchObject({ state: 'FAILED', attempts: 3 });
    expect(job?.failureReason).toBe('The video tools are not available on the server.');
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('FAILED');
    expect(await findMediaAssets(context.deps.db, activityId, ['SOURCE'])).toHaveLength(1);
    const outputs = await listStoredFiles(path.join(context.mediaRoot, 'activities', activityId));
    expect(outputs).toEqual([]);

    await retryTranscode(context.deps, activityId);
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({
      state: 'QUEUED',
      attempts: 0,
    });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PROCESSING');
    await runTranscodeJob(context.deps, { activityId });
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({
      state: 'READY',
      failureReason: null,
    });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PUBLISHED');
  });

  it('refuses to retry a job that has not failed', async () => {
    const activityId = await uploadedActivity('not-failed');
    const error = await retryTranscode(context.deps, activityId).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'TRANSCODE_NOT_RETRYABLE', status: 409 });
  });

  it('fails a source that stopped being a video at once, without automatic retries', async () => {
    const activityId = await uploadedActivity('swapped');
    const [source] = await findMediaAssets(context.deps.db, activityId, ['SOURCE']);
    await writeFile(path.join(context.mediaRoot, source?.storageKey ?? ''), 'no longer a video');
    await runTranscodeJob(context.deps, { activityId });
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({
      state: 'FAILED',
      attempts: 1,
      failureReason: 'The file is not a supported video.',
    });
  });

  it('ignores a duplicate message for a job that is already READY', async () => {
    const activityId = await uploadedActivity('duplicate');
    await runTranscodeJob(context.deps, { activityId });
    const ready = await findTranscodeJob(context.deps.db, activityId);
    await runTranscodeJob(context.deps, { activityId });
    expect(await findTranscodeJob(context.deps.db, activityId)).toEqual(ready);
  });
});

describe('a newer upload during a transcode', () => {
  it('stops the running attempt, which then stores nothing, and the new source wins', async () => {
    const activity = await createVideoActivity(context);
    const long = await makeClip(path.join(context.dataDir, 'long.mp4'), { size: '1280x720', seconds: 8 });
    await acceptSourceUpload(context.deps, activity.id, long);
    const running = runTranscodeJob(context.deps, { activityId: activity.id });
    while ((await findTranscodeJob(context.deps.db, activity.id))?.state !== 'TRANSCODING') {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await acceptSourceUpload(context.deps, activity.id, await uploadFile('newer'));
    await running;
    expect(await findTranscodeJob(context.deps.db, activity.id)).toMatchObject({
      state: 'QUEUED',
      attempts: 0,
    });
    expect(await listStoredFiles(path.join(context.mediaRoot, 'activities', activity.id))).toEqual([]);
    await runTranscodeJob(context.deps, { activityId: activity.id });
    const [rendition] = await findMediaAssets(context.deps.db, activity.id, ['RENDITION']);
    expect(rendition).toMatchObject({ label: '360p', width: 640, height: 360 });
  }, 60_000);
});

describe('sweeper', () => {
  it('sends a job whose worker went quiet again while attempts remain; the stale worker can no longer write', async () => {
    const activityId = await uploadedActivity('stalled');
    const claimed = await claimTranscodeJob(context.deps.db, activityId, 600);
    const ref = { jobId: claimed?.id ?? '', startedAt: claimed?.startedAt ?? new Date() };
    await context.deps.db.execute(
      sql`update transcode_jobs set heartbeat_at = now() - interval '2 hours' where activity_id = ${activityId}`,
    );
    const swept = await sweepTranscodeJobs(context.deps);
    expect(swept).toMatchObject({ requeued: 1, failed: 0 });
    const job = await findTranscodeJob(context.deps.db, activityId);
    expect(job).toMatchObject({ state: 'QUEUED', attempts: 1 });
    expect(job?.queueJobId).not.toBe(claimed?.queueJobId);
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PROCESSING');
    expect(await recordTranscodeProgress(context.deps.db, ref, 'TRANSCODING', 50)).toBe(false);
    expect(await claimTranscodeJob(context.deps.db, activityId, 600)).toMatchObject({ attempts: 2 });
  });

  it('fails a stalled job on its last attempt, and the creator can retry it', async () => {
    const activityId = await uploadedActivity('stalled-last');
    await claimTranscodeJob(context.deps.db, activityId, 600);
    await context.deps.db.execute(
      sql`update transcode_jobs set heartbeat_at = now() - interval '2 hours', attempts = ${TRANSCODE_MAX_ATTEMPTS} where activity_id = ${activityId}`,
    );
    const swept = await sweepTranscodeJobs(context.deps);
    expect(swept).toMatchObject({ requeued: 0, failed: 1 });
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({
      state: 'FAILED',
      failureReason: STALLED_REASON,
    });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('FAILED');
    await retryTranscode(context.deps, activityId);
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({ state: 'QUEUED' });
  });

  it('leaves a job alone while its worker keeps reporting', async () => {
    const activityId = await uploadedActivity('alive');
    await claimTranscodeJob(context.deps.db, activityId, 600);
    await sweepTranscodeJobs(context.deps);
    expect(await findTranscodeJob(context.deps.db, activityId)).toMatchObject({ state: 'PROBING' });
  });
});
