import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyzeBenchDatabase, createBenchMembers, readDatabaseUrl } from './bench-members.mjs';
import { waitForDemoVideo } from './demo-media.mjs';
import { measureHeartbeats, measureInsertFloor, measurePersonalisedReads } from './member-load.mjs';
import { measureRuns } from './median-runs.mjs';
import { signInMember, signInMemberSession } from './member-api.mjs';
import { findChromium, measureHomePage, measurePageLoadToPlaying } from './playback-bench.mjs';
import { findLargestSegmentUrl, measureSegmentThroughput } from './segment-bench.mjs';
import { startStreamitServer } from './streamit-server.mjs';
import { measureTranscoding } from './transcode-bench.mjs';
import { renderBenchClip } from './video-clip.mjs';

/** @typedef {import('./bench-settings.mjs').BenchSettings} BenchSettings */

const DEMO_CREATOR = 'creator@streamit.local';
const DEMO_MEMBER = 'member@streamit.local';
const DEMO_PASSWORD = `bench demo ${Date.now().toString(36)} passphrase`;

/**
 * @typedef {object} VideoFigures
 * @property {import('./transcode-bench.mjs').TranscodeFigures} transcoding
 * @property {import('./load-runner.mjs').TargetFigures[]} segments
 * @property {number[]} pageLoadToPlayingMs a guest's loads of the watch page
 * @property {number[]} memberPageLoadToPlayingMs a signed-in member's loads (hls.js path)
 * @property {import('./playback-bench.mjs').HomePageFigures} homePage LCP and the scripts it fetched
 */

/**
 * @typedef {object} MemberFigures medians of `runs` runs, each with every run's req/s and p99
 * @property {(import('./load-runner.mjs').TargetFigures & { runs?: import('./median-runs.mjs').Spread })[]} personalised
 *   member reads, StreamIt and bare Fastify
 * @property {(import('./load-runner.mjs').TargetFigures & { runs?: import('./median-runs.mjs').Spread })[]} writes
 *   heartbeats, then the bare pg INSERT floor
 * @property {number} watchSessions open watch sessions heartbeating at once
 */

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
 * A server with the demo clips on (transcoded at start), and its first published video.
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 */
async function startVideoServer(settings, repoRoot, cleanup) {
  console.log('Starting a server with the demo clips on (they are transcoded at start)...');
  const server = await startStreamitServer({
    repoRoot,
    rateLimitMax: settings.rateLimitMax,
    startTimeoutSeconds: settings.startTimeoutSeconds,
    extraEnv: { SEED_DEMO_MEDIA: 'true', DEMO_MEMBER_PASSWORD: DEMO_PASSWORD },
  });
  cleanup.add('StreamIt server (video)', server.stop);
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const video = await waitForDemoVideo(server.baseUrl, databaseUrl, settings.mediaTimeoutSeconds);
  return { server, video };
}

/**
 * The video half of the bench on one server with the demo clips on: member heartbeats and reads
 * (`members`), then transcoding speed, HLS segment throughput, watch page load → 'playing' in Chromium for
 * a guest and a signed-in member, and the home page (`video`), one at a time.
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<{ members?: MemberFigures, video?: VideoFigures, videoError?: string }>}
 */
export async function runVideoPhase(settings, repoRoot, cleanup) {
  const { server, video } = await startVideoServer(settings, repoRoot, cleanup);
  const members = settings.sections.includes('members')
    ? await measureMemberLoad(server, video.id, settings)
    : undefined;
  if (!settings.sections.includes('video')) return { members };
  try {
    return { members, video: await measureVideo({ server, repoRoot, videoId: video.id }, settings, cleanup) };
  } catch (error) {
    // The member figures are measured: keep them in the report whatever stopped the video half.
    return { members, videoError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * @param {{ server: import('./streamit-server.mjs').StreamitServer, repoRoot: string, videoId: string }} subject
 * @param {BenchSettings} settings
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<VideoFigures>}
 */
async function measureVideo({ server, repoRoot, videoId }, settings, cleanup) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'streamit-bench-clip-'));
  cleanup.add('bench clip', () => rm(scratch, { recursive: true, force: true }));
  const clipPath = path.join(scratch, 'clip.mp4');
  await renderBenchClip(clipPath, settings.clipSeconds);
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
  const segmentUrl = await findLargestSegmentUrl(await masterPlaylistUrl(server.baseUrl, videoId));
  console.log('Measuring HLS segment throughput: StreamIt, then a plain static file server...');
  const mediaDir = path.join(server.dataDir, 'media');
  const segments = await measureSegmentThroughput({ segmentUrl, mediaDir }, settings);
  const watchUrl = `${server.baseUrl}/activities/${videoId}`;
  // The browser is part of the figure: the full browser and the headless shell differ about twofold here.
  console.log(`Loading the watch page in ${findChromium()} ${settings.playbackRuns} times as a guest...`);
  const pageLoadToPlayingMs = await measurePageLoadToPlaying(watchUrl, settings.playbackRuns);
  console.log(`...and ${settings.playbackRuns} times as a signed-in member (hls.js path)...`);
  const session = await signInMemberSession(server.baseUrl, { email: DEMO_MEMBER, password: DEMO_PASSWORD });
  const memberPageLoadToPlayingMs = await measurePageLoadToPlaying(watchUrl, settings.playbackRuns, session);
  console.log(`Loading the home page in Chromium ${settings.playbackRuns} times (LCP, scripts)...`);
  const homePage = await measureHomePage(`${server.baseUrl}/`, settings.playbackRuns);
  return { transcoding, segments, pageLoadToPlayingMs, memberPageLoadToPlayingMs, homePage };
}

/**
 * `watchSessions` members made through the API, each with an open watch session on `videoId`; then, `runs`
 * times, heartbeats from every session at once next to a bare INSERT on the same database (at the bench's
 * usual connection count: PostgreSQL's 100 connections would not take 200 clients), and the member reads
 * with the first `connections` members' tokens next to a bare Fastify.
 * @param {import('./streamit-server.mjs').StreamitServer} server
 * @param {string} videoId
 * @param {BenchSettings} settings
 * @returns {Promise<MemberFigures>}
 */
export async function measureMemberLoad(server, videoId, settings) {
  const count = Math.max(settings.watchSessions, settings.connections);
  console.log(
    `Registering ${count} members through the API (captcha, emailed code, sign-in, watch session)...`,
  );
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const members = await createBenchMembers({ baseUrl: server.baseUrl, databaseUrl, videoId, count });
  await analyzeBenchDatabase(databaseUrl);
  const heartbeatLoad = { ...settings, connections: settings.watchSessions };
  const writes = await measureRuns(settings.runs, async (run) => {
    console.log(
      `Run ${run + 1}/${settings.runs}: heartbeats from ${settings.watchSessions} sessions, then a bare INSERT...`,
    );
    const heartbeats = await measureHeartbeats({ baseUrl: server.baseUrl, members, videoId }, heartbeatLoad);
    return [heartbeats, await measureInsertFloor(databaseUrl, settings)];
  });
  const readers = members.slice(0, settings.connections);
  const personalised = await measureRuns(settings.runs, async (run) => {
    console.log(`Run ${run + 1}/${settings.runs}: member reads with member tokens, then a bare Fastify...`);
    return measurePersonalisedReads({ baseUrl: server.baseUrl, members: readers }, settings);
  });
  return { personalised, writes, watchSessions: settings.watchSessions };
}
