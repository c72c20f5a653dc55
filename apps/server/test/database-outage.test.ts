import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS } from '@streamit/contract';
import { like } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/app-deps.js';
import { loadConfig } from '../src/config.js';
import { applyMigrations, openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/embedded/embedded-postgres.js';
import { findFreePort } from '../src/embedded/free-port.js';
import { insertUser } from '../src/modules/members/members.queries.js';
import { createSession } from '../src/modules/sessions/sessions.service.js';
import { supportTickets } from '../src/modules/support/support.schema.js';
import { startBuiltServer, waitForHealth } from './built-server.test-support.js';
import { testEnv } from './test-app.js';

// Issue 31, item 2: PostgreSQL killed (SIGKILL) in the middle of traffic. The API keeps answering, 503 with the
// catalogue's message, health says degraded, and it recovers by itself once the database is back; every write it
// acknowledged is there afterwards, once.

const WRITERS = 6;
const ANSWER_WITHIN_MS = 2_000;
const quietLogger = { info: () => undefined, debug: () => undefined, error: () => undefined };

interface Answer {
  subject: string;
  status: number;
  code?: string;
  message?: string;
  retryAfter: string | null;
  sentAt: number;
  tookMs: number;
}

let dataDir: string;
let database: EmbeddedDatabase;
let handle: DatabaseHandle;
let server: ChildProcess;
let base: string;
const tokens: string[] = [];

function startCluster(port?: number) {
  return startEmbeddedPostgres(dataDir, quietLogger, path.join(dataDir, 'runtime'), { port });
}

/** The member's session, made the way a sign-in makes it, on the cluster this test owns. */
async function signInMember(deps: AppDeps, index: number): Promise<string> {
  const user = await insertUser(deps.db, {
    email: `outage${String(index)}@example.test`,
    emailVerifiedAt: new Date(),
    displayName: `Outage ${String(index)}`,
  });
  if (!user) throw new Error('member insert failed');
  const client = {
    ip: `198.51.100.${String(index + 1)}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  };
  return (await createSession(deps, { info: () => undefined } as never, user.id, client, 'password')).token;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-outage-'));
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  database = await startCluster();
  handle = openDatabase(database.connectionString, 2);
  await applyMigrations(handle);
  const config = loadConfig(testEnv({ DATABASE_URL: database.connectionString }));
  const deps: AppDeps = { config, db: handle.db, jobs: new PgBoss(database.connectionString) };
  for (let index = 0; index < WRITERS; index += 1) tokens.push(await signInMember(deps, index));
  const port = await findFreePort();
  base = `http://127.0.0.1:${String(port)}`;
  server = startBuiltServer({
    port,
    dataDir: path.join(dataDir, 'app'),
    databaseUrl: database.connectionString,
    // The writers open tickets far faster than a member may; that limit is not what this test is about.
    env: { SUPPORT_TICKETS_PER_HOUR: '10000' },
  });
  await waitForHealth(base, server);
}, 180_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await handle.pool.end();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

function parentOf(entry: string): string | undefined {
  try {
    return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
  } catch {
    return undefined; // the process ended while we looked
  }
}

/** The postmaster and every backend it started: a crash of the whole database server, as the OOM killer does it. */
function killDatabase(pid: number): void {
  const children = readdirSync('/proc').filter(
    (entry) => /^\d+$/.test(entry) && parentOf(entry) === String(pid),
  );
  process.kill(pid, 'SIGKILL');
  for (const child of children) process.kill(Number(child), 'SIGKILL');
}

async function waitUntilGone(pid: number): Promise<void> {
  while (existsSync(`/proc/${String(pid)}`)) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function openTicket(token: string, subject: string): Promise<Answer> {
  const sentAt = Date.now();
  const answered = (
    status: number,
    error?: { code: string; message: string },
    retryAfter: string | null = null,
  ) => ({
    subject,
    status,
    code: error?.code,
    message: error?.message,
    retryAfter,
    sentAt,
    tookMs: Date.now() - sentAt,
  });
  try {
    const response = await fetch(`${base}/api/v1/support/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        category: 'TECHNICAL',
        subject,
        message: 'The player stops after a minute on my phone.',
      }),
    });
    const body = (await response.json()) as { error?: { code: string; message: string } };
    return answered(response.status, body.error, response.headers.get('retry-after'));
  } catch {
    // No HTTP answer at all (the server went away): status 0, which the test refuses.
    return answered(0);
  }
}

/** Members opening tickets one after another until told to stop. */
function startWriters(answers: Answer[], running: { on: boolean }): Promise<unknown> {
  return Promise.all(
    tokens.map(async (token, writer) => {
      for (let sequence = 0; running.on; sequence += 1) {
        answers.push(await openTicket(token, `outage ${String(writer)}-${String(sequence)}`));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  );
}

async function readHealth(): Promise<{ status: number; state: string }> {
  const response = await fetch(`${base}/api/v1/health`);
  return { status: response.status, state: ((await response.json()) as { status: string }).status };
}

describe('PostgreSQL killed in the middle of traffic', () => {
  it('answers 503 with the catalogue message within 2 s, health says degraded, recovers by itself, and keeps every acknowledged write once', async () => {
    const answers: Answer[] = [];
    const running = { on: true };
    const writers = startWriters(answers, running);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { pid } = database;
    killDatabase(pid);
    const killedAt = Date.now();
    await waitUntilGone(pid);
    await expect
      .poll(readHealth, { timeout: 5_000, interval: 200 })
      .toEqual({ status: 503, state: 'degraded' });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const restartAt = Date.now();
    database = await startCluster(Number(new URL(database.connectionString).port));
    await expect.poll(readHealth, { timeout: 30_000, interval: 200 }).toEqual({ status: 200, state: 'ok' });
    const recoveredAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running.on = false;
    await writers;

    expect(server.exitCode).toBeNull();
    expect(answers.every((answer) => answer.tookMs <= ANSWER_WITHIN_MS)).toBe(true);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201, 503]));
    const down = answers.filter(
      (answer) => answer.sentAt > killedAt + 200 && answer.sentAt + answer.tookMs < restartAt,
    );
    expect(down.length).toBeGreaterThan(WRITERS);
    for (const answer of down) {
      expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '5' });
      expect(answer.message).toBe(ERRORS.SERVICE_UNAVAILABLE.message);
    }
    expect(
      answers.filter((answer) => answer.sentAt > recoveredAt && answer.status === 201).length,
    ).toBeGreaterThan(0);

    const stored = await handle.db
      .select({ subject: supportTickets.subject })
      .from(supportTickets)
      .where(like(supportTickets.subject, 'outage %'));
    const copies = new Map<string, number>();
    for (const { subject } of stored) copies.set(subject, (copies.get(subject) ?? 0) + 1);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.subject);
    expect(acknowledged.filter((subject) => !copies.has(subject))).toEqual([]);
  }, 120_000);
});
