// Watch heartbeats alone, for before/after comparisons of one change on a busy machine (decision 085):
// `node bench/heartbeats.mjs` on an existing build. BENCH_SERVER_ENTRIES=a.js,b.js starts one server per bundle
// (each with its own database and members) and alternates their runs A, B, then B, A… so both see the same load;
// BENCH_WATCH_SESSIONS members (200) beat at once, BENCH_RUNS rounds (3), each next to a bare INSERT on the
// same database. BENCH_PROFILE=1 profiles every server and prints the self time of the measured runs only.
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { analyzeBenchDatabase, createBenchMembers, readDatabaseUrl } from './lib/bench-members.mjs';
import { waitForDemoVideo } from './lib/demo-media.mjs';
import { readBenchSettings } from './lib/bench-settings.mjs';
import { measureHeartbeats, measureInsertFloor } from './lib/member-load.mjs';
import { cpuPerRequest, describeCpuPerRequest, readCpuSeconds } from './lib/process-cpu.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';
import { startStreamitServer } from './lib/streamit-server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PROFILE_DIR = path.join(import.meta.dirname, 'results', 'profile', 'servers');
const settings = readBenchSettings();
const entries = (process.env.BENCH_SERVER_ENTRIES ?? 'apps/server/dist/main.js').split(',');
const load = { ...settings, connections: settings.watchSessions };

/** One bundle's server, its video and its members, each with an open watch session. @param {string} entry */
async function prepare(entry) {
  process.env.BENCH_SERVER_ENTRY = entry;
  const server = await startStreamitServer({
    repoRoot: REPO_ROOT,
    rateLimitMax: settings.rateLimitMax,
    startTimeoutSeconds: settings.startTimeoutSeconds,
    extraEnv: { SEED_DEMO_MEDIA: 'true', DEMO_MEMBER_PASSWORD: `bench ${Date.now().toString(36)} pass` },
  });
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const { id: videoId } = await waitForDemoVideo(server.baseUrl, databaseUrl, settings.mediaTimeoutSeconds);
  console.log(`${entry}: registering ${settings.watchSessions} members...`);
  const members = await createBenchMembers({
    baseUrl: server.baseUrl,
    databaseUrl,
    videoId,
    count: settings.watchSessions,
  });
  await analyzeBenchDatabase(databaseUrl);
  /** @type {[bigint, bigint][]} */
  const windows = [];
  return { entry, server, videoId, databaseUrl, members, pid: server.pid, windows };
}

/** @typedef {Awaited<ReturnType<typeof prepare>>} Subject */

/** Transactions committed and rows written in the server's database so far. @param {string} databaseUrl */
async function readDatabaseWork(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT xact_commit::float8 AS commits, (tup_inserted + tup_updated)::float8 AS writes FROM pg_stat_database WHERE datname = current_database()',
    );
    return /** @type {{ commits: number, writes: number }} */ (rows[0]);
  } finally {
    await client.end();
  }
}

/** One heartbeat run and its floor; the run's monotonic window is kept for the profile. @param {Subject} subject */
async function measure(subject) {
  const from = process.hrtime.bigint() / 1000n;
  const cpuBefore = await readCpuSeconds(subject.pid);
  const workBefore = await readDatabaseWork(subject.databaseUrl);
  const beats = await measureHeartbeats({ baseUrl: subject.server.baseUrl, ...subject }, load);
  const workAfter = await readDatabaseWork(subject.databaseUrl);
  // The warm-up's requests are estimated at the measured rate: CPU and database counters include them.
  const requests = beats.totalRequests * (1 + settings.warmupSeconds / settings.durationSeconds);
  /** @param {'commits' | 'writes'} key */
  const per = (key) => ((workAfter[key] - workBefore[key]) / requests).toFixed(2);
  const cpu = `${describeCpuPerRequest(cpuPerRequest(cpuBefore, await readCpuSeconds(subject.pid), requests), 'heartbeat')}; per heartbeat ${per('commits')} commits, ${per('writes')} rows written`;
  subject.windows.push([from + BigInt(settings.warmupSeconds * 1_000_000), process.hrtime.bigint() / 1000n]);
  const floor = await measureInsertFloor(subject.databaseUrl, settings);
  const ratio = beats.requestsPerSecond / floor.requestsPerSecond;
  console.log(
    `${subject.entry}: ${beats.requestsPerSecond.toFixed(0)} req/s, p50 ${beats.latencyP50Ms.toFixed(1)} ms, ` +
      `p99 ${beats.latencyP99Ms.toFixed(1)} ms, errors ${beats.errors + beats.non2xx}; bare INSERT ` +
      `${floor.requestsPerSecond.toFixed(0)}/s → ${ratio.toFixed(2)}x (load ${(os.loadavg()[0] ?? 0).toFixed(1)})\n  ${cpu}`,
  );
}

/** Prints the self time of a stopped server's profile over its measured runs only. @param {Subject} subject */
async function printProfile(subject) {
  const file = (await readdir(PROFILE_DIR)).find((name) => name.includes(`.${subject.pid}.`));
  if (!file) return;
  const profile = JSON.parse(await readFile(path.join(PROFILE_DIR, file), 'utf8'));
  const windows = subject.windows.map(([from, to]) => `${from}-${to}`).join(',');
  console.log(
    `${subject.entry} (${file}, windows ${windows}):\n${summariseProfile(profile, subject.windows)}`,
  );
}

if (process.env.BENCH_PROFILE === '1') await rm(PROFILE_DIR, { recursive: true, force: true });
/** @type {Subject[]} */
const subjects = [];
try {
  for (const entry of entries) subjects.push(await prepare(entry));
  for (let run = 0; run < settings.runs; run += 1) {
    // A, B then B, A: a fixed order favoured the bundle measured second (bench/member-reads.mjs, decision 094).
    for (const subject of run % 2 === 0 ? subjects : [...subjects].reverse()) await measure(subject);
  }
} finally {
  for (const subject of subjects) await subject.server.stop();
}
if (process.env.BENCH_PROFILE === '1') for (const subject of subjects) await printProfile(subject);
