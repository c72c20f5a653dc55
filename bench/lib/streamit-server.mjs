import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hasExited, stopChild } from './child-exit.mjs';

/**
 * @typedef {object} StreamitServer
 * @property {string} baseUrl e.g. http://127.0.0.1:41234
 * @property {string} dataDir the server's DATA_DIR (media files live under dataDir/media)
 * @property {() => Promise<void>} stop SIGINT, wait for exit (PostgreSQL stops with it), remove the data dir
 * @property {() => Promise<void>} stopKeepingData the same, leaving the data dir (`npm run seed:large -- --keep`)
 * @property {() => Promise<number>} readRssBytes the server process's resident memory now (Linux /proc)
 * @property {number | undefined} pid the server process's id (its --cpu-prof file is named after it)
 */

const OUTPUT_TAIL_CHARS = 16_000;
const HEALTH_POLL_MS = 250;
const GRACEFUL_EXIT_MS = 30_000;
const POSTGRES_EXIT_MS = 10_000;

/** Asks the OS for a free loopback port; the server binds it a moment later. */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** A fresh data dir, so every run measures a newly initialised, freshly seeded database. */
async function createDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'streamit-bench-'));
  // As root the server runs PostgreSQL as user `postgres`, which must be able to traverse this dir.
  await chmod(dir, 0o755);
  return dir;
}

/**
 * @param {{ port: number, dataDir: string, rateLimitMax: number, extraEnv: NodeJS.ProcessEnv }} options
 * @returns {NodeJS.ProcessEnv}
 */
function buildServerEnv({ port, dataDir, rateLimitMax, extraEnv }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: String(rateLimitMax),
    RATE_LIMIT_WRITE_MAX: String(rateLimitMax),
    RATE_LIMIT_AUTH_MAX: String(rateLimitMax),
    MEDIA_RATE_LIMIT_MAX: String(rateLimitMax),
    WATCH_RATE_LIMIT_MAX: String(rateLimitMax),
    // The bench registers and signs in all its members from one address: the per-address caps would refuse them.
    AUTH_LIMIT_IP_MAX: String(rateLimitMax),
    AUTH_LIMIT_ACCOUNT_MAX: String(rateLimitMax),
    // Real proof of work, cheap enough that fifty members solve theirs quickly on two cores.
    CAPTCHA_ALTCHA_MAX_COUNTER: '200',
    SEED_DEMO: 'true',
    // Demo clips would be transcoded by ffmpeg on the same two cores during the run and skew every figure.
    SEED_DEMO_MEDIA: 'false',
    // An inherited DATABASE_URL would bypass the embedded PostgreSQL; the server treats '' as unset.
    DATABASE_URL: '',
    ...extraEnv,
  };
}

/** @param {import('node:child_process').ChildProcess} child */
function captureOutputTail(child) {
  let tail = '';
  /** @param {Buffer} chunk */
  const append = (chunk) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => tail;
}

/**
 * Polls the health endpoint until it answers 200, the process dies, or time runs out.
 * @param {string} baseUrl
 * @param {() => boolean} hasExited
 * @param {number} timeoutSeconds
 */
async function waitUntilHealthy(baseUrl, hasExited, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('The StreamIt server exited during start-up.');
    const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2000) }).catch(
      () => null,
    );
    if (response?.status === 200) return;
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(
    `The StreamIt server did not answer GET /api/v1/health with 200 within ${timeoutSeconds} s.`,
  );
}

/**
 * Stops a PostgreSQL left behind when the server had to be killed, using the pid PostgreSQL
 * itself wrote, so no temp data dir is removed under a running database.
 * @param {string} dataDir
 */
async function stopOrphanedPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 1 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown
  const deadline = Date.now() + POSTGRES_EXIT_MS;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A start-up failure, carrying the server's last output so the cause is visible. */
export class ServerStartError extends Error {
  /**
   * @param {string} message
   * @param {string} serverOutput
   */
  constructor(message, serverOutput) {
    super(message);
    this.serverOutput = serverOutput;
  }
}

/**
 * @param {string} entry
 * @param {string} repoRoot
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} nodeArgs flags for node itself (the profiler's --cpu-prof is refused in NODE_OPTIONS)
 */
function spawnServer(entry, repoRoot, env, nodeArgs) {
  return spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a Ctrl-C in the terminal reaches only the bench, which then sends exactly
    // one SIGINT (a second one would kill the server before it stops PostgreSQL).
    detached: true,
  });
}

/**
 * BENCH_PROFILE=1 runs every server the bench starts under `--cpu-prof`, writing its profile on exit to
 * bench/results/profile/servers/ (summariseProfile in profile-summary.mjs prints its top functions).
 * @returns {string[]}
 */
function profileArgs() {
  if (process.env.BENCH_PROFILE !== '1') return [];
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${path.join(import.meta.dirname, '..', 'results', 'profile', 'servers')}`,
  ];
}

/**
 * Starts the production build (`apps/server/dist/main.js`) with its embedded PostgreSQL and
 * waits until it is healthy. On failure everything it started is stopped before rethrowing.
 * `extraEnv` overrides the defaults above (the video phase turns the demo clips on).
 * `nodeArgs` go to node before the entry point (the profile command adds --cpu-prof).
 * @param {{ repoRoot: string, rateLimitMax: number, startTimeoutSeconds: number, extraEnv?: NodeJS.ProcessEnv, nodeArgs?: string[] }} options
 * @returns {Promise<StreamitServer>}
 */
export async function startStreamitServer({
  repoRoot,
  rateLimitMax,
  startTimeoutSeconds,
  extraEnv = {},
  nodeArgs = profileArgs(),
}) {
  // BENCH_SERVER_ENTRY measures another bundle of the server (a before/after pair, bench/member-reads.mjs).
  const entry = path.resolve(repoRoot, process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing; run "npm run build" first.`);
  const [port, dataDir] = await Promise.all([findFreePort(), createDataDir()]);
  const child = spawnServer(
    entry,
    repoRoot,
    buildServerEnv({ port, dataDir, rateLimitMax, extraEnv }),
    nodeArgs,
  );
  const recentOutput = captureOutputTail(child);
  const stopKeepingData = async () => {
    // The server's SIGINT handler closes HTTP, the job queue and the pool, then stops PostgreSQL.
    const killed = await stopChild(child, () => child.kill('SIGINT'), GRACEFUL_EXIT_MS);
    if (killed) await stopOrphanedPostgres(dataDir);
  };
  const stop = async () => {
    await stopKeepingData();
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, () => hasExited(child), startTimeoutSeconds);
  } catch (error) {
    await stop();
    throw new ServerStartError(error instanceof Error ? error.message : String(error), recentOutput());
  }
  const readRssBytes = async () => {
    const status = await readFile(`/proc/${String(child.pid)}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
  };
  return { baseUrl, dataDir, stop, stopKeepingData, readRssBytes, pid: child.pid };
}
