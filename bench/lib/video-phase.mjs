import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBenchMembers, readDatabaseUrl } from './bench-members.mjs';
import { measureHeartbeats, measureInsertFloor, measurePersonalisedReads } from './member-load.mjs';
import { signInMember } from './member-api.mjs';
import { measureHomePage, measurePageLoadToPlaying } from './playback-bench.mjs';
import { findLargestSegmentUrl, measureSegmentThroughput } from './segment-bench.mjs';
import { startStreamitServer } from './streamit-server.mjs';
import { measureTranscoding } from './transcode-bench.mjs';
import { renderBenchClip } from './video-clip.mjs';

/** @typedef {import('./bench-settings.mjs').BenchSettings} BenchSettings */

const DEMO_CREATOR = 'creator@streamit.local';
const DEMO_PASSWORD = `bench demo ${Date.now().toString(36)} passphrase`;

/**
 * @typedef {object} VideoFigures
 * @property {import('./transcode-bench.mjs').TranscodeFigures} transcoding
 * @property {import('./load-runner.mjs').TargetFigures[]} segments
 * @property {number[]} pageLoadToPlayingMs
 * @property {import('./load-runner.mjs').TargetFigures[]} personalised member reads, StreamIt and bare Fastify
 * @property {import('./load-runner.mjs').TargetFigures[]} writes heartbeats, then the bare pg INSERT floor
 * @property {import('./playback-bench.mjs').HomePageFigures} homePage LCP and the scripts it fetched
 */

/**
 * Waits until the demo seed's clips have been transcoded and published; resolves the listed videos.
 * @param {string} baseUrl
 * @param {number} timeoutSeconds
 * @returns {Promise<{ id: string }[]>}
 */
async function waitForDemoVideos(baseUrl, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let previous = -1;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/v1/activities?type=VIDEO&limit=50`);
    const { items } = /** @type {{ items: { id: string }[] }} */ (await response.json());
    // The seed transcodes its clips one after another: settled once the list stops growing.
    if (items.length > 0 && items.length === previous) return items;
    previous = items.length;
    await sleep(items.length > 0 ? 15_000 : 2_000);
  }
  throw new Error(`The demo videos were not published within ${timeoutSeconds} s.`);
}

/**
 * @param {string} baseUrl
 * @param {string} activityId
 */
async function masterPlaylistUrl(baseUrl, activityId) {
  const response = await fetch(`${baseUrl}/api/v1/activities/${activityId}`);
  const activity = /** @type {{ media: { hlsUrl: string | null } }} */ (await response.json());
  if (!activity.media.hlsUrl) throw new Error(`Demo video ${activityId} has no HLS playlist.`);
  return new URL(activity.media.hlsUrl, baseUrl).href;
}

/**
 * The video half of the bench, on a second server with the demo clips on: transcoding speed, HLS
 * segment throughput and page load → 'playing' in Chromium, in that order, one at a time.
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<VideoFigures>}
 */
export async function runVideoPhase(settings, repoRoot, cleanup) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'streamit-bench-clip-'));
  cleanup.add('bench clip', () => rm(scratch, { recursive: true, force: true }));
  const clipPath = path.join(scratch, 'clip.mp4');
  await renderBenchClip(clipPath, settings.clipSeconds);
  console.log('Starting a server with the demo clips on (they are transcoded at start)...');
  const server = await startStreamitServer({
    repoRoot,
    rateLimitMax: settings.rateLimitMax,
    startTimeoutSeconds: settings.startTimeoutSeconds,
    extraEnv: { SEED_DEMO_MEDIA: 'true', DEMO_MEMBER_PASSWORD: DEMO_PASSWORD },
  });
  cleanup.add('StreamIt server (video)', server.stop);
  const [video] = await waitForDemoVideos(server.baseUrl, settings.mediaTimeoutSeconds);
  if (!video) throw new Error('No demo video was published.');
  console.log(`Transcoding a ${settings.clipSeconds} s 1080p clip: raw ffmpeg, then the pipeline...`);
  const token = await signInMember(server.baseUrl, { email: DEMO_CREATOR, password: DEMO_PASSWORD });
  const transcoding = await measureTranscoding({
    repoRoot,
    baseUrl: server.baseUrl,
    token,
    clipPath,
    clipSeconds: settings.clipSeconds,
    timeoutSeconds: settings.mediaTimeoutSeconds,
  });
  const segmentUrl = await findLargestSegmentUrl(await masterPlaylistUrl(server.baseUrl, video.id));
  console.log('Measuring HLS segment throughput: StreamIt, then a plain static file server...');
  const mediaDir = path.join(server.dataDir, 'media');
  const segments = await measureSegmentThroughput({ segmentUrl, mediaDir }, settings);
  const { personalised, writes } = await measureMemberLoad(server, video.id, settings);
  console.log(`Loading the watch page in Chromium ${settings.playbackRuns} times...`);
  const watchUrl = `${server.baseUrl}/activities/${video.id}`;
  const pageLoadToPlayingMs = await measurePageLoadToPlaying(watchUrl, settings.playbackRuns);
  console.log(`Loading the home page in Chromium ${settings.playbackRuns} times (LCP, scripts)...`);
  const homePage = await measureHomePage(`${server.baseUrl}/`, settings.playbackRuns);
  return { transcoding, segments, pageLoadToPlayingMs, personalised, writes, homePage };
}

/**
 * Members made through the API (one per connection, each with an open watch session on `videoId`), then
 * heartbeats next to a bare INSERT on the same database, then personalised reads next to a bare Fastify.
 * @param {import('./streamit-server.mjs').StreamitServer} server
 * @param {string} videoId
 * @param {BenchSettings} settings
 */
export async function measureMemberLoad(server, videoId, settings) {
  console.log(
    `Registering ${settings.connections} members through the API (captcha, emailed code, sign-in)...`,
  );
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const subject = { baseUrl: server.baseUrl, databaseUrl, videoId, count: settings.connections };
  const members = await createBenchMembers(subject);
  console.log('Measuring watch heartbeats, then a bare single-row INSERT on the same database...');
  const heartbeats = await measureHeartbeats({ baseUrl: server.baseUrl, members, videoId }, settings);
  const insertFloor = await measureInsertFloor(databaseUrl, settings);
  console.log('Measuring personalised reads with member tokens, then a bare Fastify...');
  const personalised = await measurePersonalisedReads({ baseUrl: server.baseUrl, members }, settings);
  return { personalised, writes: [heartbeats, insertFloor] };
}
