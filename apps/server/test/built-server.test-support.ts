import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SERVER_ROOT } from '../src/paths.js';

/**
 * Starts the built server (dist/main.js) on a test database with no jobs and no demo seed, limits lifted so the
 * test's load is not refused; `env` adds or overrides variables.
 */
export function startBuiltServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): ChildProcess {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    WALLET_MASTER_KEY: randomBytes(32).toString('base64'),
    // A deployed server needs the staff area's own origin (decision 091); no test here opens it in a browser.
    ADMIN_ORIGIN: 'https://admin.streamit.invalid',
    COLUMN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // A deployed server must name its scanner; these tests upload nothing a scanner would see (decision 090).
    ANTIVIRUS_CLAMD_URL: 'off',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RUN_JOBS_IN_PROCESS: 'false',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '100000',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    ...options.env,
  };
  // BUILT_SERVER_STDIO=inherit (with LOG_LEVEL in `env`) shows the server's output when a test needs reading.
  const stdio = process.env.BUILT_SERVER_STDIO === 'inherit' ? 'inherit' : 'ignore';
  return spawn(process.execPath, [path.join(SERVER_ROOT, 'dist', 'main.js')], { env, stdio });
}

/** Waits until the server answers its health check, or fails when it exits or a minute passes. */
export async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null && server.signalCode === null) {
    const healthy = await fetch(`${base}/api/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server never became healthy');
}
