import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from './free-port.js';
import { locatePostgres, type PostgresAccount, type PostgresLocation } from './postgres-location.js';
import { StartupError } from './startup-error.js';

/** A PostgreSQL server this process started and must stop. */
export interface EmbeddedDatabase {
  connectionString: string;
  /** The postmaster's process id (a fault test kills it to see the app survive a database crash). */
  pid: number;
  stop(): Promise<void>;
}

/** Where the embedded database reports progress and problems. */
export interface EmbeddedLogger {
  info(message: string): void;
  debug(message: string): void;
  error(message: string): void;
}

/**
 * The embedded cluster's superuser password: 24 random bytes made at the first start of a data directory and
 * kept owner-only beside it, so no two installations share one and none is a default (ASVS V13.2.3).
 */
export function readOrCreatePassword(secretPath: string): string {
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(secretPath, password, { mode: 0o600 });
  return password;
}

function spawnAs(program: string, args: string[], account: PostgresAccount | null): ChildProcess {
  return spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(account ?? {}) });
}

function spawnFailure(program: string, error: NodeJS.ErrnoException): StartupError {
  return new StartupError(
    `PostgreSQL's program ${program} could not be started (${error.code ?? error.message}).`,
    'reinstall with `npm ci`; as root, check that the postgres user can reach POSTGRES_RUNTIME_DIR.',
    { cause: error },
  );
}

async function initialiseCluster(
  location: PostgresLocation,
  password: string,
  logger: EmbeddedLogger,
): Promise<void> {
  const passwordFile = path.join(tmpdir(), `streamit-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (location.account) {
    chownSync(passwordFile, location.account.uid, location.account.gid);
    // The cluster folder may sit in a root-owned DATA_DIR, where postgres could not create it.
    mkdirSync(location.clusterDir, { recursive: true, mode: 0o700 });
    chownSync(location.clusterDir, location.account.uid, location.account.gid);
  }
  const program = path.join(location.binDir, 'initdb');
  const args = [`--pgdata=${location.clusterDir}`, '--auth=scram-sha-256', '--username=postgres'];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawnAs(
        program,
        [...args, `--pwfile=${passwordFile}`, '--lc-messages=C'],
        location.account,
      );
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.once('error', (error) => {
        reject(spawnFailure(program, error));
      });
      child.once('close', (code) => {
        logger.debug(output.trim());
        if (code === 0) resolve();
        else
          reject(
            new StartupError(
              `initdb failed in ${location.clusterDir}: ${lastLine(output)}.`,
              'remove that folder (it holds no data yet) and start again.',
            ),
          );
      });
    });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function lastLine(output: string): string {
  return output.trim().split('\n').at(-1) ?? '';
}

function startServer(
  location: PostgresLocation,
  port: number,
  logger: EmbeddedLogger,
  settings: Record<string, string>,
): Promise<ChildProcess> {
  const program = path.join(location.binDir, 'postgres');
  // Loopback TCP only: no unix socket in a shared directory, nothing reachable from outside.
  const args = [
    '-D',
    location.clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    // English messages: start-up is detected by reading PostgreSQL's log line.
    '-c',
    'lc_messages=C',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawnAs(program, args, location.account);
    let output = '';
    // An unread stdout pipe would keep Node's handle open after PostgreSQL exits.
    child.stdout?.resume();
    child.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      output += message;
      logger.debug(message.trim());
      if (message.includes('database system is ready to accept connections')) resolve(child);
    });
    child.once('error', (error) => {
      reject(spawnFailure(program, error));
    });
    child.once('close', () => {
      reject(
        new StartupError(
          `PostgreSQL stopped while starting from ${location.clusterDir}: ${lastLine(output)}.`,
          'read the PostgreSQL message, fix what it names, and start again.',
        ),
      );
    });
  });
}

/** If the process exits without a graceful shutdown (a crash), PostgreSQL must not outlive it. */
function stopOnExit(child: ChildProcess): void {
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
}

/**
 * Stops PostgreSQL unless it already exited: Ctrl-C in a terminal signals the whole process group,
 * so PostgreSQL may be gone before our shutdown reaches it, and waiting for its exit would hang.
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts real PostgreSQL programs (shipped in an npm package) on a free loopback port, creating the cluster
 * on first use. As root, PostgreSQL runs as the `postgres` user from a place it can reach (decision 018).
 */
/** The file in DATA_DIR that keeps the embedded cluster's password. */
export const DATABASE_PASSWORD_FILE = 'postgres.secret';

export async function startEmbeddedPostgres(
  dataDir: string,
  logger: EmbeddedLogger,
  runtimeDir: string,
  // `settings`: extra postgresql.conf values (a test turns on ssl with its own certificate).
  options: { port?: number; settings?: Record<string, string> } = {},
): Promise<EmbeddedDatabase> {
  const password = readOrCreatePassword(path.join(dataDir, DATABASE_PASSWORD_FILE));
  const location = await locatePostgres(dataDir, runtimeDir);
  if (!existsSync(path.join(location.clusterDir, 'PG_VERSION'))) {
    logger.info(`Creating a PostgreSQL cluster in ${location.clusterDir} (first start only)`);
    await initialiseCluster(location, password, logger);
  }
  // A given port lets a restart after a crash come back where the app's connection string points.
  const port = options.port ?? (await findFreePort());
  const child = await startServer(location, port, logger, options.settings ?? {});
  child.stderr?.removeAllListeners('data').on('data', (chunk: Buffer) => {
    logger.debug(chunk.toString('utf8').trim());
  });
  stopOnExit(child);
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`, 'streamit');
  return { connectionString: `${base}/streamit`, pid: child.pid ?? 0, stop: () => stopServer(child) };
}
