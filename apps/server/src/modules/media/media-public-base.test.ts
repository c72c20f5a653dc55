import path from 'node:path';
import type { ActivityDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';
import { acceptSourceUpload } from './media.service.js';
import {
  createMediaTestContext,
  createVideoActivity,
  updateActivity,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { runTranscodeJob } from './transcode.service.js';

const CDN = 'https://cdn.streamit.test/media';

let context: MediaTestContext;
let creator: TestMember;
let publicId: string;
let reviewId: string;

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function transcodedVideo(creatorId: string, name: string): Promise<string> {
  const id = (await createVideoActivity(context, { creatorId })).id;
  const upload = await makeClip(path.join(context.dataDir, `${name}.tmp`), { size: '640x360', seconds: 2 });
  await acceptSourceUpload(context.deps, id, upload);
  await runTranscodeJob(context.deps, { activityId: id });
  return id;
}

// One published video and one of the same creator waiting for review, with a CDN in front of the bucket.
beforeAll(async () => {
  context = await createMediaTestContext({ MEDIA_PUBLIC_BASE_URL: `${CDN}/` });
  creator = await createTestMember(context, { creator: true });
  publicId = await transcodedVideo(creator.userId, 'public');
  reviewId = await transcodedVideo(creator.userId, 'review');
  await updateActivity(context, publicId, { status: 'PUBLISHED' });
  await updateActivity(context, reviewId, { status: 'PENDING_REVIEW' });
}, 180_000);
afterAll(async () => {
  await context.close();
});

describe('GET /media/* with MEDIA_PUBLIC_BASE_URL', () => {
  it('sends players of a public video to the CDN copy under the same key, every time', async () => {
    const { media } = (await get(`/api/v1/activities/${publicId}`)).json<ActivityDetail>();
    const key = (media.hlsUrl ?? '').replace(/^\/media\//, '');
    for (let request = 0; request < 2; request++) {
      const answer = await get(media.hlsUrl ?? '');
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(`${CDN}/${key}`);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
    }
    const thumbnail = await get(media.thumbnailUrl ?? '');
    expect(thumbnail.headers.location).toBe(`${CDN}/${(media.thumbnailUrl ?? '').replace(/^\/media\//, '')}`);
  });

  it("keeps a video in review behind the server: its creator's player gets the bytes, nobody gets the CDN", async () => {
    const { media } = (await get(`/api/v1/activities/${reviewId}`, creator.token)).json<ActivityDetail>();
    const own = await get(media.hlsUrl ?? '', creator.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers.location).toBeUndefined();
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toMatch(/^#EXTM3U/);
    expect((await get(media.hlsUrl ?? '')).statusCode).toBe(404);
  });

  it('stops sending anyone to the CDN once the video is no longer public', async () => {
    const { media } = (await get(`/api/v1/activities/${publicId}`)).json<ActivityDetail>();
    await updateActivity(context, publicId, { status: 'PENDING_REVIEW' });
    const answer = await get(media.hlsUrl ?? '');
    expect(answer.statusCode).toBe(404);
  });
});
