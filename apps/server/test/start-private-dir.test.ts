import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/embedded/free-port.js';
import { REPO_ROOT, SERVER_ROOT } from '../src/paths.js';

const isRoot = userInfo().uid === 0;
if (!isRoot)
  console.log('start-private-dir: skipped, it needs root (PostgreSQL then runs as the postgres user)');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the built server in a folder only root can enter, like a clone in /root/streamit. */
function cloneIntoPrivateDir(): string {
  const privateDir = mkdtempSync(path.join(tmpdir(), 'streamit-private-'));
  dirs.push(privateDir);
  const app = path.join(privateDir, 'streamit');
  mkdirSync(path.join(app, 'apps', 'server'), { recursive: true });
  // Hard links: a full node_modules in a few seconds, every file reachable only through the 0700 folder.
  execFileSync('cp', ['-al', path.join(REPO_ROOT, 'node_modules'), path.join(app, 'node_modules')]);
  for (const entry of ['package.json', 'drizzle', 'dist']) {
    cpSync(path.join(SERVER_ROOT, entry), path.join(app, 'apps', 'server', entry), { recursive: true });
  }
  cpSync(path.join(REPO_ROOT, 'package.json'), path.join(app, 'package.json'));
  return app;
}

async function waitForHealth(url: string, server: ChildProcess): Promise<Response> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && server.exitCode === null && server.signalCode === null) {
    const response = await fetch(url).catch(() => null);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server never answered /api/v1/health');
}

describe.runIf(isRoot)('npm start as root from a private (0700) folder', () => {
  it('creates the cluster, answers /api/v1/health and stops cleanly', { timeout: 180_000 }, async () => {
    const app = cloneIntoPrivateDir();
    expect(statSync(path.dirname(app)).mode & 0o777).toBe(0o700);
    const runtimeDir = mkdtempSync(path.join(tmpdir(), 'streamit-runtime-'));
    dirs.push(runtimeDir);
    chmodSync(runtimeDir, 0o755);
    const port = await findFreePort();
    const dataDir = path.join(app, 'data');
    let output = '';
    const server = spawn(process.execPath, [path.join(app, 'apps', 'server', 'dist', 'main.js')], {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        POSTGRES_RUNTIME_DIR: runtimeDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const response = await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, server);
      expect(response.status, output).toBe(200);
      expect(((await response.json()) as { status: string }).status).toBe('ok');
    } finally {
      server.kill('SIGINT');
    }
    expect(await exited, output).toBe(0);
    const clusterDir = readFileSync(path.join(dataDir, 'postgres.location'), 'utf8').trim();
    expect(clusterDir.startsWith(runtimeDir)).toBe(true);
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
    // PostgreSQL stopped with the server: it removes its pid file on a clean shutdown.
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe('a start-up failure', () => {
  it('prints one readable line with the fix and no stack trace', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-busy-port-'));
    dirs.push(dataDir);
    chmodSync(dataDir, 0o755);
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const result = await runToExit(path.join(SERVER_ROOT, 'dist', 'main.js'), {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      POSTGRES_RUNTIME_DIR: path.join(dataDir, 'runtime'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    blocker.close();
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^StreamIt could not start: .*EADDRINUSE.* Fix: stop it, or start StreamIt with another PORT\.$/,
      ),
    ]);
  });
});

function runToExit(entry: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], { env });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      resolve({ code, stderr });
    });
  });
}
