import path from 'node:path';
import type { ModerationQueuePage } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, TEST_TOTP_KEY, type TestAdmin } from '../../../test/admin-auth.test-support.js';
import { acceptSourceUpload } from './media.service.js';
import {
  createMediaTestContext,
  createVideoActivity,
  updateActivity,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { runTranscodeJob } from './transcode.service.js';

let context: MediaTestContext;
let moderator: TestAdmin;
let analyst: TestAdmin;
let media: ModerationQueuePage['items'][number]['media'];

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

// A transcoded video put back in review: its media exist but the public may not see them.
beforeAll(async () => {
  context = await createMediaTestContext({ ADMIN_TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY });
  moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
  analyst = await createSignedInAdmin(context, 'ANALYST');
  const activityId = (await createVideoActivity(context)).id;
  const upload = await makeClip(path.join(context.dataDir, 'upload.tmp'), { size: '640x360', seconds: 2 });
  await acceptSourceUpload(context.deps, activityId, upload);
  await runTranscodeJob(context.deps, { activityId });
  await updateActivity(context, activityId, { status: 'PENDING_REVIEW' });
  const queue = (
    await get('/api/v1/admin/content/moderation-queue', moderator.token)
  ).json<ModerationQueuePage>();
  const item = queue.items.find((entry) => entry.id === activityId);
  if (!item) throw new Error('the pending video is not in the queue');
  media = item.media;
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('GET /media/* of content waiting for review', () => {
  it('is not found for a visitor, an admin without canModerateContent or an unknown token', async () => {
    expect((await get(media.hlsUrl ?? '')).statusCode).toBe(404);
    expect((await get(media.hlsUrl ?? '', analyst.token)).statusCode).toBe(404);
    expect((await get(media.thumbnailUrl ?? '', 'sta_not-a-real-token')).statusCode).toBe(404);
  });

  it("is served to a moderator's session for the preview, and never cached", async () => {
    const playlist = await get(media.hlsUrl ?? '', moderator.token);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toMatch(/^#EXTM3U/);
    expect(playlist.headers['cache-control']).toBe('private, no-store');
    const preview = await get(media.previewUrl ?? '', moderator.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('video/mp4');
    expect((await get(media.thumbnailUrl ?? '', moderator.token)).statusCode).toBe(200);
  });

  it('serves the stream segments a moderator player asks for', async () => {
    const renditionUrl = `${path.posix.dirname(media.hlsUrl ?? '')}/360p/index.m3u8`;
    const rendition = await get(renditionUrl, moderator.token);
    expect(rendition.statusCode).toBe(200);
    const segment = rendition.body.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
    const response = await get(`${path.posix.dirname(renditionUrl)}/${segment}`, moderator.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/iso.segment');
  });
});
