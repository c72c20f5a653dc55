// CPU profile of the production server under load: `npm run bench:profile` (builds first).
// Writes a .cpuprofile (open it in Chrome DevTools → Performance, or speedscope) and prints the
// functions with the most self time, so the hot path is visible without a GUI.
import { readdir, readFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { readBenchSettings } from './lib/bench-settings.mjs';
import { startStreamitServer } from './lib/streamit-server.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PROFILE_DIR = path.join(import.meta.dirname, 'results', 'profile');
const PROFILE_PATH = process.env.BENCH_PROFILE_PATH ?? '/api/v1/activities/categories';

const settings = readBenchSettings();
await rm(PROFILE_DIR, { recursive: true, force: true });
await mkdir(PROFILE_DIR, { recursive: true });
const server = await startStreamitServer({
  repoRoot: REPO_ROOT,
  ...settings,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`],
});
try {
  console.log(
    `Profiling GET ${PROFILE_PATH}: ${settings.connections} connections, ${settings.durationSeconds} s...`,
  );
  const result = await autocannon({
    url: `${server.baseUrl}${PROFILE_PATH}`,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
  });
  console.log(`${Math.round(result.requests.mean)} req/s, non-2xx ${result.non2xx}`);
} finally {
  // The profile is written when the server exits.
  await server.stop();
}
const [file] = (await readdir(PROFILE_DIR)).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`No .cpuprofile in ${PROFILE_DIR}: did the server exit cleanly?`);
console.log(`Profile: ${path.join(PROFILE_DIR, file)}`);
console.log(summariseProfile(JSON.parse(await readFile(path.join(PROFILE_DIR, file), 'utf8'))));
