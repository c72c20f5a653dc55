import path from 'node:path';
import type { ActivityDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAsNewMember } from '../../../test/moderation.test-support.js';
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
let segmentUrl: string;

const get = (url: string) => context.app.inject({ method: 'GET', url });

/** Fetches until this process serves from memory (its LISTEN connection may still be starting). */
async function warmUntilCached(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    expect((await get(url)).statusCode).toBe(200);
    if (context.app.publicReadCache.getFact(`media:${url.split('/').slice(2, 5).join('/')}/`)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the media facts were never cached');
}

beforeAll(async () => {
  context = await createMediaTestContext({ PUBLIC_CACHE_TTL_MS: '60000', REPORT_AUTO_HIDE_THRESHOLD: '1' });
  activityId = (await createVideoActivity(context, { status: 'PUBLISHED' })).id;
  const upload = await makeClip(path.join(context.dataDir, 'upload.tmp'), { size: '640x360', seconds: 1 });
  await acceptSourceUpload(context.deps, activityId, upload);
  await runTranscodeJob(context.deps, { activityId });
  await updateActivity(context, activityId, { status: 'PUBLISHED' });
  const detail = (await get(`/api/v1/activities/${activityId}`)).json<ActivityDetail>();
  const renditionUrl = `${path.posix.dirname(detail.media.hlsUrl ?? '')}/360p/index.m3u8`;
  const segment = (await get(renditionUrl)).body.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
  segmentUrl = `${path.posix.dirname(renditionUrl)}/${segment}`;
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('GET /media/* with the public read cache on', () => {
  it('looks an activity up once for many segment requests, and a report that hides it stops them at once', async () => {
    await warmUntilCached(segmentUrl);
    // Proof the answer no longer asks the database: a hold no write announced is not seen yet.
    await holdActivity(context.deps.db, activityId);
    expect((await get(segmentUrl)).statusCode).toBe(200);
    await releaseActivity(context.deps.db, activityId);

    expect(await reportAsNewMember(context, activityId)).toBeLessThan(300);
    expect((await get(segmentUrl)).statusCode).toBe(404);
  });
});
