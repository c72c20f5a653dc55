import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ERRORS,
  TRANSCODE_STORAGE_FULL_REASON,
  type CreatorActivity,
  type TranscodeStatus,
} from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActivityById } from '../src/modules/activities/activities.queries.js';
import { findMediaAssets } from '../src/modules/media/media.repository.js';
import { runTranscodeJob } from '../src/modules/media/transcode.service.js';
import { createTestMember, type TestMember } from './content.test-support.js';
import { mountSmallDisk, type SmallDisk } from './disk-full.test-support.js';
import { listStoredFiles } from './media.test-support.js';
import { createScratchDir, makeClip } from './media-clips.test-support.js';
import { createTestContext, type TestContext } from './test-app.js';

// Issue 31, item 2: the disk fills up during an upload or a transcode. The creator gets a clear error, no
// partial file is left on the disk, and the item can be retried once there is room again. DATA_DIR is a
// real 8 MiB tmpfs that a ballast file fills.

const TUS = { 'tus-resumable': '1.0.0' };
let disk: SmallDisk;
let context: TestContext;
let creator: TestMember;
let clip: Buffer;

beforeAll(async () => {
  disk = mountSmallDisk(8);
  const scratch = await createScratchDir();
  clip = await readFile(await makeClip(path.join(scratch.dir, 'clip.mp4'), { size: '640x360' }));
  await scratch.remove();
  context = await createTestContext({ DATA_DIR: disk.dir });
  creator = await createTestMember(context, { creator: true });
}, 60_000);
afterAll(async () => {
  await context.close();
  disk.unmount();
});

async function createDraft(): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/activities/create',
    headers: creator.headers,
    payload: { type: 'VIDEO', title: 'Disk full', tags: ['Generative'] },
  });
  return response.json<CreatorActivity>().id;
}

/** tus creation, then the whole clip in one PATCH; answers the PATCH and the upload's address. */
async function upload(activityId: string) {
  const created = await context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/upload-video`,
    headers: { ...creator.headers, ...TUS, 'upload-length': String(clip.length) },
  });
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  const patched = await context.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...creator.headers,
      ...TUS,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    payload: clip,
  });
  return { patched, location };
}

/** Every file the media pipeline has on the disk: unfinished uploads, work folders, stored media. */
async function filesOnDisk(): Promise<string[]> {
  const all = await listStoredFiles(disk.dir);
  return all.filter((file) => file !== '.ballast');
}

async function transcodeStatus(activityId: string): Promise<TranscodeStatus> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/v1/activities/${activityId}/transcode-status`,
    headers: creator.headers,
  });
  return response.json<TranscodeStatus>();
}

describe('the disk full', () => {
  it('during an upload: 507 with a clear message, no partial file, and the upload goes through once there is room', async () => {
    const activityId = await createDraft();
    await disk.fill(Math.floor(clip.length / 2));
    const { patched, location } = await upload(activityId);
    expect(patched.statusCode).toBe(507);
    expect(patched.json()).toMatchObject({
      error: { code: 'STORAGE_FULL', message: ERRORS.STORAGE_FULL.message },
    });
    expect(await filesOnDisk()).toEqual([]);
    const gone = await context.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...creator.headers, ...TUS },
    });
    expect(gone.statusCode).toBe(404);

    await disk.empty();
    expect((await upload(activityId)).patched.statusCode).toBe(204);
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PROCESSING');
  }, 30_000);

  it('during a transcode: the creator reads why, nothing of the attempt is kept, and a retry makes it READY', async () => {
    const activityId = await createDraft();
    expect((await upload(activityId)).patched.statusCode).toBe(204);
    const sourceOnly = await filesOnDisk();
    await disk.fill(64 * 1024);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await runTranscodeJob(context.deps, { activityId }).catch(() => undefined);
    expect(await transcodeStatus(activityId)).toMatchObject({
      state: 'FAILED',
      attempts: 3,
      failureReason: TRANSCODE_STORAGE_FULL_REASON,
    });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('FAILED');
    expect(await filesOnDisk()).toEqual(sourceOnly);

    await disk.empty();
    const retry = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${activityId}/retry-transcode`,
      headers: creator.headers,
    });
    expect(retry.json<TranscodeStatus>()).toMatchObject({ state: 'QUEUED', failureReason: null });
    await runTranscodeJob(context.deps, { activityId });
    expect(await transcodeStatus(activityId)).toMatchObject({ state: 'READY', progress: 100 });
    const kinds = (await findMediaAssets(context.deps.db, activityId)).map((asset) => asset.kind);
    expect(kinds).toEqual(expect.arrayContaining(['HLS_MASTER', 'RENDITION', 'THUMBNAIL', 'PREVIEW']));
  }, 60_000);
});
