import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActivityDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSourceUpload } from './media.service.js';
import {
  createMediaTestContext,
  createVideoActivity,
  updateActivity,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { runTranscodeJob } from './transcode.service.js';
import { holdActivity, releaseActivity } from '../activities/activities.queries.js';

let context: MediaTestContext;
let activityId: string;
let detail: ActivityDetail;
let segmentUrl: string;
let segmentBytes: Buffer;

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  context = await createMediaTestContext();
  activityId = (await createVideoActivity(context)).id;
  const upload = await makeClip(path.join(context.dataDir, 'upload.tmp'), { size: '640x360', seconds: 2 });
  await acceptSourceUpload(context.deps, activityId, upload);
  await runTranscodeJob(context.deps, { activityId });
  detail = (await get(`/api/v1/activities/${activityId}`)).json<ActivityDetail>();
  const hlsUrl = detail.media.hlsUrl ?? '';
  const renditionUrl = `${path.posix.dirname(hlsUrl)}/360p/index.m3u8`;
  const segment = (await get(renditionUrl)).body.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
  segmentUrl = `${path.posix.dirname(renditionUrl)}/${segment}`;
  segmentBytes = await readFile(path.join(context.mediaRoot, segmentUrl.replace(/^\/media\//, '')));
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('GET /media/* for a published activity', () => {
  it('serves the master playlist with its MIME type and short caching', async () => {
    const response = await get(detail.media.hlsUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toMatch(/^#EXTM3U/);
  });

  it('serves segments whole with immutable caching', async () => {
    const response = await get(segmentUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/iso.segment');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(segmentBytes)).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await get(segmentUrl, { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${segmentBytes.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(segmentBytes.subarray(100, 200))).toBe(true);
    const suffix = await get(segmentUrl, { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(segmentBytes.subarray(-10))).toBe(true);
  });

  it('answers an unsatisfiable range with 416, and a matching ETag with 304', async () => {
    const beyond = await get(segmentUrl, { range: `bytes=${segmentBytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${segmentBytes.length}`);
    const etag = String((await get(segmentUrl)).headers.etag);
    expect((await get(segmentUrl, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves thumbnail, preview and storyboard with their MIME types', async () => {
    const storyboardVtt = detail.media.storyboardUrl ?? '';
    const cases = [
      [detail.media.thumbnailUrl, 'image/jpeg'],
      [detail.media.previewUrl, 'video/mp4'],
      [storyboardVtt, 'text/vtt; charset=utf-8'],
      [storyboardVtt.replace(/\.vtt$/, '.jpg'), 'image/jpeg'],
    ] as const;
    for (const [url, type] of cases) {
      const response = await get(url ?? '');
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, type]);
    }
  });

  it('answers HEAD with headers only', async () => {
    const response = await context.app.inject({ method: 'HEAD', url: segmentUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(segmentBytes.length));
    expect(response.body).toBe('');
  });
});

describe('GET /media/* never leaks what is not public', () => {
  const swapToken = (url: string) =>
    url.replace(/(\/media\/activities\/[^/]+\/)[^/]+/, '$1AAAAAAAAAAAAAAAAAAAAAA');

  it('does not serve guessed tokens, sources, other roots or traversal', async () => {
    const sourceLike = `/media/sources/${activityId}/AAAAAAAAAAAAAAAAAAAAAA`;
    for (const url of [
      swapToken(detail.media.hlsUrl ?? ''),
      sourceLike,
      '/media/activities/../sources/x',
      '/media/activities/%2e%2e/%2e%2e/etc/passwd',
      `${path.posix.dirname(detail.media.hlsUrl ?? '')}/../../../../package.json`,
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it.each(['ARCHIVED', 'DRAFT', 'PENDING_REVIEW'] as const)(
    'hides media and page of a %s activity',
    async (status) => {
      await updateActivity(context, activityId, { status });
      expect((await get(segmentUrl)).statusCode).toBe(404);
      expect((await get(`/api/v1/activities/${activityId}`)).statusCode).toBe(404);
      await updateActivity(context, activityId, { status: 'PUBLISHED' });
      expect((await get(segmentUrl)).statusCode).toBe(200);
    },
  );

  it('hides a PRIVATE activity and serves an UNLISTED one by link', async () => {
    await updateActivity(context, activityId, { visibility: 'PRIVATE' });
    expect((await get(detail.media.hlsUrl ?? '')).statusCode).toBe(404);
    expect((await get(`/api/v1/activities/${activityId}`)).statusCode).toBe(404);
    await updateActivity(context, activityId, { visibility: 'UNLISTED' });
    expect((await get(detail.media.hlsUrl ?? '')).statusCode).toBe(200);
    await updateActivity(context, activityId, { visibility: 'PUBLIC' });
  });

  it('teases scheduled content: poster and preview yes, playback no', async () => {
    await updateActivity(context, activityId, { publishAt: new Date(Date.now() + 86_400_000) });
    const scheduled = (await get(`/api/v1/activities/${activityId}`)).json<ActivityDetail>();
    expect(scheduled).toMatchObject({ comingSoon: true, media: { hlsUrl: null, storyboardUrl: null } });
    expect((await get(detail.media.thumbnailUrl ?? '')).statusCode).toBe(200);
    expect((await get(detail.media.previewUrl ?? '')).statusCode).toBe(200);
    expect((await get(detail.media.hlsUrl ?? '')).statusCode).toBe(404);
    expect((await get(segmentUrl)).statusCode).toBe(404);
    await updateActivity(context, activityId, { publishAt: new Date(Date.now() - 1000) });
  });
  it('hides the media of an activity that reports have hidden, and serves it again when released', async () => {
    await holdActivity(context.deps.db, activityId);
    expect((await get(segmentUrl)).statusCode).toBe(404);
    expect((await get(detail.media.hlsUrl ?? '')).statusCode).toBe(404);
    expect((await get(detail.media.thumbnailUrl ?? '')).statusCode).toBe(404);
    await releaseActivity(context.deps.db, activityId);
    expect((await get(segmentUrl)).statusCode).toBe(200);
  });
});
