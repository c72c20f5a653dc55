import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ActivityDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSourceUpload } from '../modules/media/media.service.js';
import { reportAsNewMember } from '../../test/moderation.test-support.js';
import {
  createMediaTestContext,
  createVideoActivity,
  updateActivity,
  type MediaTestContext,
} from '../../test/media.test-support.js';
import { makeClip } from '../../test/media-clips.test-support.js';
import { runTranscodeJob } from '../modules/media/transcode.service.js';

// A real published, transcoded video and a web build with watch.html (as apps/web/vite-plugins/watch-page-html.ts
// writes them): the watch page carries the stream only while the public read cache knows it is public and playable.
let context: MediaTestContext;
let activityId: string;
let hlsUrl: string;
let webDist: string;

const watchPage = () =>
  context.app.inject({ method: 'GET', url: `/activities/${activityId}`, headers: { accept: 'text/html' } });
const readActivity = () => context.app.inject({ method: 'GET', url: `/api/v1/activities/${activityId}` });

function writeWebBuild(dir: string): void {
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'watch.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'watch-stream.html'),
    '<!doctype html><div id="root"><div class="page-stream"><video data-warm-stream src=""></video></div></div>',
  );
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'streamit-watch-web-'));
  writeWebBuild(webDist);
  context = await createMediaTestContext({
    PUBLIC_CACHE_TTL_MS: '60000',
    REPORT_AUTO_HIDE_THRESHOLD: '1',
    WEB_DIST_DIR: webDist,
  });
  activityId = (await createVideoActivity(context, { status: 'PUBLISHED' })).id;
  const upload = await makeClip(path.join(context.dataDir, 'upload.tmp'), { size: '640x360', seconds: 1 });
  await acceptSourceUpload(context.deps, activityId, upload);
  await runTranscodeJob(context.deps, { activityId });
  await updateActivity(context, activityId, { status: 'PUBLISHED' });
  hlsUrl = (await readActivity()).json<ActivityDetail>().media.hlsUrl ?? '';
}, 120_000);
afterAll(async () => {
  await context.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Reads the activity anonymously until this process serves it from memory (its LISTEN connection may lag). */
async function warmActivity(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    expect((await readActivity()).statusCode).toBe(200);
    if (context.app.publicReadCache.get(`/api/v1/activities/${activityId}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the activity was never cached');
}

describe('a watch page with its stream in the HTML', () => {
  it('carries the master playlist in the player frame once the anonymous read is cached', async () => {
    expect(hlsUrl).toMatch(/^\/media\/.+\/master\.m3u8$/);
    await warmActivity();
    const page = await watchPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<video data-warm-stream src="${hlsUrl}"></video>`);
    expect(page.headers.link).toContain(`<${hlsUrl}>; rel=preload`);
  });

  it('stops naming the stream as soon as a report hides the video', async () => {
    await warmActivity();
    expect(await reportAsNewMember(context, activityId)).toBeLessThan(300);
    expect((await readActivity()).statusCode).toBe(404);
    const page = await watchPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<video');
    expect(page.body).not.toContain(hlsUrl);
  });
});
