import { readFile } from 'node:fs/promises';
import path from 'node:path';
import http from 'node:http';
import type { CreatorActivity, TranscodeStatus } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';
import { findActivityById } from '../activities/activities.queries.js';
import { findMediaAssets } from '../media/media.repository.js';
import {
  createMediaTestContext,
  listStoredFiles,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { runTranscodeJob } from '../media/transcode.service.js';

const MAX_BYTES = 1024 * 1024;
let context: MediaTestContext;
let creator: TestMember;
let clip: Buffer;

const TUS = { 'tus-resumable': '1.0.0' };
const OCTETS = 'application/offset+octet-stream';

async function createDraft(member: TestMember) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/activities/create',
    headers: member.headers,
    payload: { type: 'VIDEO', title: 'Tus upload', tags: ['Generative'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatorActivity>().id;
}

async function createUpload(member: TestMember, activityId: string, length: number) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/upload-video`,
    headers: { ...member.headers, ...TUS, 'upload-length': String(length) },
  });
}

function patch(member: TestMember, location: string, offset: number, body: Buffer) {
  return context.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...member.headers, ...TUS, 'content-type': OCTETS, 'upload-offset': String(offset) },
    payload: body,
  });
}

async function head(member: TestMember, location: string) {
  return context.app.inject({ method: 'HEAD', url: location, headers: { ...member.headers, ...TUS } });
}

/** Everything on disk that an upload of this activity could leave behind (plus any unfinished upload). */
async function leftovers(activityId: string): Promise<string[]> {
  const tus = await listStoredFiles(path.join(context.dataDir, 'uploads'));
  const stored = (await listStoredFiles(context.mediaRoot)).filter((file) => file.includes(activityId));
  return [...tus, ...stored];
}

async function uploadWhole(activityId: string, bytes: Buffer) {
  const created = await createUpload(creator, activityId, bytes.length);
  expect(created.statusCode).toBe(201);
  return patch(creator, String(created.headers.location), 0, bytes);
}

/** A real socket: sends part of a PATCH body that announces more, then drops the connection. */
async function sendThenDrop(location: string, part: Buffer, announced: number): Promise<void> {
  const address = await context.app.listen({ host: '127.0.0.1', port: 0 });
  const request = http.request(`${address}${location}`, {
    method: 'PATCH',
    headers: {
      ...creator.headers,
      ...TUS,
      'content-type': OCTETS,
      'upload-offset': '0',
      'content-length': String(announced),
    },
  });
  request.on('error', () => undefined);
  await new Promise<void>((resolve) =>
    request.write(part, () => {
      resolve();
    }),
  );
  await waitForOffset(location, part.length);
  request.destroy();
}

/** Polls HEAD until the upload reaches `expected` bytes (or 3 s pass); returns the last offset. */
async function waitForOffset(location: string, expected: number): Promise<number> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const offset = Number((await head(creator, location)).headers['upload-offset']);
    if (offset >= expected || Date.now() > deadline) return offset;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  context = await createMediaTestContext({ MEDIA_MAX_UPLOAD_BYTES: String(MAX_BYTES) });
  creator = await createTestMember(context, { creator: true });
  clip = await readFile(await makeClip(path.join(context.dataDir, 'clip.mp4'), { size: '640x360' }));
}, 60_000);
afterAll(async () => {
  await context.close();
});

describe('resumable video upload (tus 1.0.0)', () => {
  it('announces version, extensions and the size limit on OPTIONS', async () => {
    const activityId = await createDraft(creator);
    const response = await context.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/activities/${activityId}/upload-video`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'tus-version': '1.0.0',
      'tus-extension': 'creation,termination',
      'tus-max-size': String(MAX_BYTES),
    });
  });

  it('resumes an interrupted upload from the offset HEAD reports, then transcodes it', async () => {
    const activityId = await createDraft(creator);
    const created = await createUpload(creator, activityId, clip.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const half = Math.floor(clip.length / 2);
    const first = await patch(creator, location, 0, clip.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // The client lost track (say the connection dropped before the answer): a stale offset is refused.
    expect((await patch(creator, location, 0, clip.subarray(0, half))).statusCode).toBe(409);
    const probe = await head(creator, location);
    expect(probe.headers).toMatchObject({
      'upload-offset': String(half),
      'upload-length': String(clip.length),
      'cache-control': 'no-store',
    });
    const rest = await patch(creator, location, half, clip.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(clip.length));
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PROCESSING');
    await runTranscodeJob(context.deps, { activityId });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PENDING_REVIEW');
    const kinds = (await findMediaAssets(context.deps.db, activityId)).map((asset) => asset.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['HLS_MASTER', 'RENDITION', 'THUMBNAIL', 'PREVIEW', 'STORYBOARD']),
    );
    const status = await context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${activityId}/transcode-status`,
      headers: creator.headers,
    });
    expect(status.json<TranscodeStatus>()).toMatchObject({ state: 'READY', progress: 100 });
    expect(await listStoredFiles(path.join(context.dataDir, 'uploads'))).toEqual([]);
  }, 120_000);

  it('keeps the bytes of a PATCH whose connection drops mid-body and continues from them', async () => {
    const activityId = await createDraft(creator);
    const location = String((await createUpload(creator, activityId, clip.length)).headers.location);
    const cut = Math.floor(clip.length / 3);
    await sendThenDrop(location, clip.subarray(0, cut), clip.length);
    const offset = await waitForOffset(location, cut);
    expect(offset).toBe(cut);
    const rest = await patch(creator, location, offset, clip.subarray(offset));
    expect(rest.statusCode).toBe(204);
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PROCESSING');
  });

  it('shows a failed transcode with its reason to the creator, who retries it to READY', async () => {
    const activityId = await createDraft(creator);
    expect((await uploadWhole(activityId, clip)).statusCode).toBe(204);
    const broken = {
      ...context.deps,
      config: { ...context.deps.config, FFMPEG_PATH: '/nonexistent/ffmpeg' },
    };
    for (let attempt = 0; attempt < 3; attempt += 1)
      await runTranscodeJob(broken, { activityId }).catch(() => undefined);
    const list = await context.app.inject({
      method: 'GET',
      url: '/api/v1/creator/activities',
      headers: creator.headers,
    });
    const mine = list.json<{ items: CreatorActivity[] }>().items.find((item) => item.id === activityId);
    expect(mine).toMatchObject({ status: 'FAILED', transcode: { state: 'FAILED', attempts: 3 } });
    expect(mine?.transcode?.failureReason).toBe('The video tools are not available on the server.');
    const retry = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${activityId}/retry-transcode`,
      headers: creator.headers,
    });
    expect(retry.json<TranscodeStatus>()).toMatchObject({
      state: 'QUEUED',
      attempts: 0,
      failureReason: null,
    });
    await runTranscodeJob(context.deps, { activityId });
    expect((await findActivityById(context.deps.db, activityId))?.status).toBe('PENDING_REVIEW');
  }, 120_000);

  it('refuses an oversized Upload-Length with 413 and the spec message, storing nothing', async () => {
    const activityId = await createDraft(creator);
    const response = await createUpload(creator, activityId, MAX_BYTES + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File size is too large. Please compress your file and try again.',
      },
    });
    expect(await leftovers(activityId)).toEqual([]);
  });

  it('refuses a body longer than its Upload-Length with 413 and forgets the upload', async () => {
    const activityId = await createDraft(creator);
    const location = String((await createUpload(creator, activityId, 100)).headers.location);
    const response = await patch(creator, location, 0, clip.subarray(0, 200));
    expect(response.statusCode).toBe(413);
    expect((await head(creator, location)).statusCode).toBe(404);
    expect(await leftovers(activityId)).toEqual([]);
  });

  it('refuses a text file named .mp4 with 415 and a truncated MP4 with 422, storing nothing', async () => {
    const textId = await createDraft(creator);
    const text = await uploadWhole(textId, Buffer.from('just some text, not a video\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const truncatedId = await createDraft(creator);
    const truncated = await uploadWhole(truncatedId, clip.subarray(0, Math.floor(clip.length * 0.4)));
    expect(truncated.statusCode).toBe(422);
    expect((await findActivityById(context.deps.db, truncatedId))?.status).toBe('DRAFT');
    expect([...(await leftovers(textId)), ...(await leftovers(truncatedId))]).toEqual([]);
  });

  it('deletes a cancelled upload completely', async () => {
    const activityId = await createDraft(creator);
    const location = String((await createUpload(creator, activityId, clip.length)).headers.location);
    await patch(creator, location, 0, clip.subarray(0, 1000));
    const cancelled = await context.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...creator.headers, ...TUS },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await head(creator, location)).statusCode).toBe(404);
    expect(await leftovers(activityId)).toEqual([]);
  });

  it('answers 403 to a member who is not a creator and 404 to another creator', async () => {
    const activityId = await createDraft(creator);
    const member = await createTestMember(context);
    expect((await createUpload(member, activityId, 1000)).statusCode).toBe(403);
    const other = await createTestMember(context, { creator: true });
    expect((await createUpload(other, activityId, 1000)).statusCode).toBe(404);
    const location = String((await createUpload(creator, activityId, 1000)).headers.location);
    expect((await head(other, location)).statusCode).toBe(404);
  });

  it('requires the tus version header and the offset content type', async () => {
    const activityId = await createDraft(creator);
    const noVersion = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${activityId}/upload-video`,
      headers: { ...creator.headers, 'upload-length': '1000' },
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.headers['tus-version']).toBe('1.0.0');
    const location = String((await createUpload(creator, activityId, 1000)).headers.location);
    const wrongType = await context.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...creator.headers, ...TUS, 'content-type': 'application/json', 'upload-offset': '0' },
      payload: { bytes: 'nope' },
    });
    expect(wrongType.statusCode).toBe(415);
  });
});
