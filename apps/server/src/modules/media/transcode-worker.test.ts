import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobWorkers } from '../../jobs/job-queue.js';
import { JOBS } from '../../jobs/job-registry.js';
import { findActivityById } from '../activities/activities.queries.js';
import { findMediaAssets } from './media.repository.js';
import { acceptSourceUpload } from './media.service.js';
import { probeMediaFile } from './media-probe.js';
import {
  createMediaTestContext,
  createVideoActivity,
  listStoredFiles,
  type MediaTestContext,
  waitForNoFiles,
} from '../../../test/media.test-support.js';
import { getMediaTools } from './media-tools.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { findTranscodeJob } from './transcode.repository.js';

let context: MediaTestContext;
let activityId: string;

async function waitForFinishedJob(id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await findTranscodeJob(context.deps.db, id);
    if (job && (job.state === 'READY' || job.state === 'FAILED')) return job;
    if (Date.now() > deadline) throw new Error(`transcode still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  context = await createMediaTestContext();
  await startJobWorkers(context.deps.jobs, context.deps, JOBS);
  activityId = (await createVideoActivity(context)).id;
  // 1280x720: the ladder must hold 360p and 720p but not 1080p (never upscale).
  const upload = await makeClip(path.join(context.dataDir, 'upload.tmp'), { size: '1280x720', seconds: 3 });
  await acceptSourceUpload(context.deps, activityId, upload);
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('media.transcode on a pg-boss worker', () => {
  it('takes an accepted upload to READY and publishes staff content', async () => {
    const job = await waitForFinishedJob(activityId);
    expect({ state: job.state, progress: job.progress, reason: job.failureReason }).toEqual({
      state: 'READY',
      progress: 100,
      reason: null,
    });
    const activity = await findActivityById(context.deps.db, activityId);
    expect(activity).toMatchObject({ status: 'PUBLISHED', durationSeconds: 3 });
    expect(activity?.publishAt).toBeInstanceOf(Date);
  });

  it('records the ladder without upscaling, and every derived asset', async () => {
    const assets = await findMediaAssets(context.deps.db, activityId);
    const summary = assets.map((asset) => `${asset.kind}:${asset.label}`).sort();
    expect(summary).toEqual([
      'HLS_MASTER:',
      'PREVIEW:',
      'RENDITION:360p',
      'RENDITION:720p',
      'STORYBOARD:',
      'THUMBNAIL:',
    ]);
    expect(assets.find((asset) => asset.label === '720p')).toMatchObject({ width: 1280, height: 720 });
    expect(assets.every((asset) => asset.bytes > 0)).toBe(true);
  });

  it('stores playlists, fMP4 segments, thumbnail, preview and storyboard, and drops the source', async () => {
    const files = await listStoredFiles(context.mediaRoot);
    const names = files.map((file) => file.split(path.sep).slice(3).join('/'));
    expect(files.every((file) => file.startsWith(path.join('activities', activityId)))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([
        ...['hls/master.m3u8', 'hls/360p/index.m3u8', 'hls/720p/index.m3u8'],
        ...['hls/720p/segment-0000.m4s', 'thumbnail.jpg', 'preview.mp4', 'storyboard.jpg', 'storyboard.vtt'],
      ]),
    );
    // ffmpeg names the fMP4 init segment of each variant itself (init.mp4 or init_<n>.mp4).
    expect(names.filter((name) => /^hls\/(360p|720p)\/init[_0-9]*\.mp4$/.test(name))).toHaveLength(2);
    expect(names.some((name) => name.includes('1080p'))).toBe(false);
    expect(await waitForNoFiles(path.join(context.dataDir, 'media-work'))).toEqual([]);
  });

  it('writes a master playlist with measured BANDWIDTH, RESOLUTION and CODECS', async () => {
    const [master] = await findMediaAssets(context.deps.db, activityId, ['HLS_MASTER']);
    const text = await readFile(path.join(context.mediaRoot, master?.storageKey ?? ''), 'utf8');
    expect(text).toMatch(/^#EXTM3U\n#EXT-X-VERSION:7\n/);
    expect(text).toMatch(
      /BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=640x360,FRAME-RATE=25\.000,CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"\n360p\/index\.m3u8/,
    );
    expect(text).toMatch(/RESOLUTION=1280x720,.*\n720p\/index\.m3u8/);
    const rendition = await readFile(
      path.join(path.dirname(path.join(context.mediaRoot, master?.storageKey ?? '')), '720p', 'index.m3u8'),
      'utf8',
    );
    expect(rendition).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(rendition).toMatch(/#EXT-X-MAP:URI="init[_0-9]*\.mp4"/);
    // Short first segments (1 s, 1 s, then 2 s): the 3 s clip is three 1 s segments, not one of 3 s.
    const durations = [...rendition.matchAll(/#EXTINF:([\d.]+),/g)].map(([, seconds]) => Number(seconds));
    expect(durations).toEqual([1, 1, 1]);
  });

  it('makes a muted preview of at most 6 s at 240p and a JPEG thumbnail', async () => {
    const { ffprobe } = await getMediaTools({});
    const [preview] = await findMediaAssets(context.deps.db, activityId, ['PREVIEW']);
    const probed = await probeMediaFile(ffprobe, path.join(context.mediaRoot, preview?.storageKey ?? ''));
    expect(probed).toMatchObject({ height: 240, width: 426, audioCodec: null });
    expect(probed.durationSeconds).toBeLessThanOrEqual(6.1);
    const [thumbnail] = await findMediaAssets(context.deps.db, activityId, ['THUMBNAIL']);
    const jpeg = await readFile(path.join(context.mediaRoot, thumbnail?.storageKey ?? ''));
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('indexes the storyboard sprite with WebVTT cues naming tiles by #xywh', async () => {
    const [storyboard] = await findMediaAssets(context.deps.db, activityId, ['STORYBOARD']);
    const vtt = await readFile(path.join(context.mediaRoot, storyboard?.storageKey ?? ''), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.000\nstoryboard.jpg#xywh=0,0,160,90');
    expect(vtt).toContain('00:00:02.000 --> 00:00:03.000\nstoryboard.jpg#xywh=320,0,160,90');
  });
});
