// The personalised member reads alone, for before/after comparisons of one change on a busy machine:
// `node bench/member-reads.mjs` on an existing build (BENCH_SERVER_ENTRY picks another bundle of the server,
// BENCH_READS_MEMBERS how many members read, 20 by default, BENCH_PROFILE=1 adds a CPU profile of the server).
// It prints req/s, p50 and p99 per path; the full figures and their floors come from `npm run bench`.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createBenchMembers, readDatabaseUrl } from './lib/bench-members.mjs';
import { readBenchSettings } from './lib/bench-settings.mjs';
import { measureTarget } from './lib/load-runner.mjs';
import { PERSONALISED_PATHS } from './lib/member-load.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';
import { startStreamitServer } from './lib/streamit-server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PROFILE_DIR = path.join(import.meta.dirname, 'results', 'profile');
const settings = readBenchSettings();
const profiling = process.env.BENCH_PROFILE === '1';
const memberCount = Number(process.env.BENCH_READS_MEMBERS ?? 20);
const paths = process.env.BENCH_READS_PATHS?.split(',') ?? PERSONALISED_PATHS;

if (profiling) {
  await rm(PROFILE_DIR, { recursive: true, force: true });
  await mkdir(PROFILE_DIR, { recursive: true });
}
const server = await startStreamitServer({
  repoRoot: REPO_ROOT,
  ...settings,
  nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
});
try {
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const members = await createBenchMembers({
    baseUrl: server.baseUrl,
    databaseUrl,
    videoId: null,
    count: memberCount,
  });
  let next = 0;
  /** @param {import('autocannon').Client} client */
  const setupClient = (client) => {
    const member = members[next % members.length];
    next += 1;
    client.setHeaders({ authorization: `Bearer ${member?.token ?? ''}` });
  };
  for (const endpoint of paths) {
    const figures = await measureTarget(
      { url: `${server.baseUrl}${endpoint}`, endpoint, target: 'streamit', request: { setupClient } },
      settings,
    );
    const { requestsPerSecond, latencyP50Ms, latencyP99Ms, non2xx } = figures;
    console.log(
      `${endpoint}: ${requestsPerSecond.toFixed(0)} req/s, p50 ${latencyP50Ms.toFixed(1)} ms, p99 ${latencyP99Ms.toFixed(1)} ms, non-2xx ${non2xx}`,
    );
  }
} finally {
  await server.stop();
}
if (profiling) {
  const [file] = (await readdir(PROFILE_DIR)).filter((name) => name.endsWith('.cpuprofile'));
  if (file) console.log(summariseProfile(JSON.parse(await readFile(path.join(PROFILE_DIR, file), 'utf8'))));
}
