// The personalised member reads alone, for before/after comparisons of one change on a busy machine:
// `node bench/member-reads.mjs` on an existing build. BENCH_SERVER_ENTRIES=a.js,b.js starts one server per bundle
// and measures them in turn (A, B, then B, A... `BENCH_RUNS` times per path), so a drifting VM slows both alike;
// BENCH_SERVER_ENTRY picks a single other bundle. BENCH_READS_MEMBERS is how many members read (50 by default,
// as in the full bench: fewer make the grouped reads ask for fewer members and the overview look cheaper),
// BENCH_PROFILE=1 adds a CPU profile of every server. It prints req/s, p50 and p99 per run and the median per
// bundle and path; the full figures and their floors come from `npm run bench`.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { analyzeBenchDatabase, createBenchMembers, readDatabaseUrl } from './lib/bench-members.mjs';
import { readBenchSettings } from './lib/bench-settings.mjs';
import { measureTarget } from './lib/load-runner.mjs';
import { PERSONALISED_PATHS } from './lib/member-load.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';
import { startStreamitServer } from './lib/streamit-server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PROFILE_DIR = path.join(import.meta.dirname, 'results', 'profile');
const settings = readBenchSettings();
const profiling = process.env.BENCH_PROFILE === '1';
const memberCount = Number(process.env.BENCH_READS_MEMBERS ?? 50);
const paths = process.env.BENCH_READS_PATHS?.split(',') ?? PERSONALISED_PATHS;
const entries = (
  process.env.BENCH_SERVER_ENTRIES ??
  process.env.BENCH_SERVER_ENTRY ??
  'apps/server/dist/main.js'
).split(',');
const runs = process.env.BENCH_SERVER_ENTRIES ? settings.runs : 1;

/** One bundle's server and its members, each signed in once. @param {string} entry */
async function prepare(entry) {
  process.env.BENCH_SERVER_ENTRY = entry;
  const server = await startStreamitServer({
    repoRoot: REPO_ROOT,
    ...settings,
    nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  });
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const members = await createBenchMembers({
    baseUrl: server.baseUrl,
    databaseUrl,
    videoId: null,
    count: memberCount,
  });
  await analyzeBenchDatabase(databaseUrl);
  return { entry, server, members, figures: new Map() };
}

/** @typedef {Awaited<ReturnType<typeof prepare>>} Subject */

/** Each connection reads as the next member in turn. @param {Subject['members']} members */
function rotateMembers(members) {
  let next = 0;
  /** @param {import('autocannon').Client} client */
  return (client) => {
    const member = members[next % members.length];
    next += 1;
    client.setHeaders({ authorization: `Bearer ${member?.token ?? ''}` });
  };
}

/** @param {Subject} subject @param {string} endpoint */
async function measure(subject, endpoint) {
  const request = { setupClient: rotateMembers(subject.members) };
  const figures = await measureTarget(
    { url: `${subject.server.baseUrl}${endpoint}`, endpoint, target: 'streamit', request },
    settings,
  );
  const { requestsPerSecond, latencyP50Ms, latencyP99Ms, non2xx, statusCounts } = figures;
  const failed = non2xx > 0 ? ` ${JSON.stringify(statusCounts)}` : '';
  console.log(
    `${subject.entry} ${endpoint}: ${requestsPerSecond.toFixed(0)} req/s, p50 ${latencyP50Ms.toFixed(1)} ms, p99 ${latencyP99Ms.toFixed(1)} ms, non-2xx ${non2xx}${failed}`,
  );
  const list = subject.figures.get(endpoint) ?? [];
  list.push(requestsPerSecond);
  subject.figures.set(endpoint, list);
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (profiling) {
  await rm(PROFILE_DIR, { recursive: true, force: true });
  await mkdir(PROFILE_DIR, { recursive: true });
}
/** @type {Subject[]} */
const subjects = [];
try {
  for (const entry of entries) subjects.push(await prepare(entry));
  for (let run = 0; run < runs; run += 1) {
    // A, B then B, A: whichever bundle runs second in a pair was measured faster, so the order swaps every run.
    const order = run % 2 === 0 ? subjects : [...subjects].reverse();
    for (const endpoint of paths) for (const subject of order) await measure(subject, endpoint);
  }
  if (runs > 1) {
    for (const endpoint of paths) {
      const medians = subjects.map((subject) => median(subject.figures.get(endpoint) ?? []).toFixed(0));
      console.log(
        `median of ${runs} runs, ${endpoint}: ${medians.join(' / ')} req/s (${entries.join(' / ')})`,
      );
    }
  }
} finally {
  for (const subject of subjects) await subject.server.stop();
}
if (profiling) {
  for (const file of (await readdir(PROFILE_DIR)).filter((name) => name.endsWith('.cpuprofile'))) {
    console.log(
      `${file}:\n${summariseProfile(JSON.parse(await readFile(path.join(PROFILE_DIR, file), 'utf8')))}`,
    );
  }
}
