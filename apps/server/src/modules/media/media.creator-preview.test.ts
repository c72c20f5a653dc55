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
import { saveActivityMedia } from '../creator-content/activity-media.service.js';

let context: MediaTestContext;
let creator: TestMember;
let stranger: TestMember;
let activityId: string;

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

// The creator's own transcoded video, waiting for review: the public may not see it, its creator may.
beforeAll(async () => {
  context = await createMediaTestContext();
  creator = await createTestMember(context, { creator: true });
  stranger = await createTestMember(context, { creator: true });
  activityId = (await createVideoActivity(context, { creatorId: creator.userId })).id;
  const upload = await makeClip(path.join(context.dataDir, 'upload.tmp'), { size: '640x360', seconds: 2 });
  await acceptSourceUpload(context.deps, activityId, upload);
  await runTranscodeJob(context.deps, { activityId });
  const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
  await saveActivityMedia(context.deps, { userId: creator.userId, activityId }, 'captions', {
    bytes: captions,
    label: 'en',
  });
  await updateActivity(context, activityId, { status: 'PENDING_REVIEW' });
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('a creator previews their own content before it is public', () => {
  it('GET /activities/:id answers the creator, never cached, and 404 to anyone else', async () => {
    const own = await get(`/api/v1/activities/${activityId}`, creator.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json<ActivityDetail>().media.hlsUrl).toMatch(/master\.m3u8$/);
    expect((await get(`/api/v1/activities/${activityId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/activities/${activityId}`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/activities/${activityId}`, 'stm_not-a-real-token')).statusCode).toBe(404);
  });

  it('GET /media/* serves the playlist, thumbnail and captions to the creator only, private, no-store', async () => {
    const { media } = (await get(`/api/v1/activities/${activityId}`, creator.token)).json<ActivityDetail>();
    const captions = media.captions ?? [];
    expect(captions.map((caption) => caption.label)).toEqual(['en']);
    for (const url of [media.hlsUrl ?? '', media.thumbnailUrl ?? '', captions[0]?.url ?? '']) {
      const response = await get(url, creator.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, stranger.token)).statusCode).toBe(404);
    }
  });
});
