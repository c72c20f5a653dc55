import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { JOBS } from '../jobs/job-registry.js';
import { startJobQueue } from '../jobs/job-queue.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { testEnv, type TestContext } from '../../test/test-app.js';
import { createSignedInMember } from '../../test/moderation.test-support.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { runMigrationStep } from './migration-step.js';

const role = `streamit_rt_${randomBytes(4).toString('hex')}`;
const password = randomBytes(18).toString('base64url');
const quietQueue = { warn: () => undefined, error: () => undefined };

let owner: TestDatabase;
let runtimeUrl: string;
let runtime: DatabaseHandle;
let jobs: PgBoss;
let context: TestContext;

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The SQLSTATE a statement of the runtime role fails with (undefined when it succeeds). */
async function failureOf(statement: string): Promise<string | undefined> {
  try {
    await runtime.pool.query(statement);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

beforeAll(async () => {
  owner = await createTestDatabase(inject('databaseAdminUrl'));
  await asAdmin(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
  const url = new URL(owner.url);
  url.username = role;
  url.password = password;
  runtimeUrl = url.toString();
  // Twice, as every process start does: the step is idempotent.
  for (let run = 0; run < 2; run += 1)
    await runMigrationStep({ ownerUrl: owner.url, runtimeUrl, jobs: JOBS });
  runtime = openDatabase(runtimeUrl, 4);
  jobs = await startJobQueue(runtimeUrl, quietQueue, { migrate: false, worksJobs: false });
  const config = loadConfig(testEnv({ DATABASE_URL: runtimeUrl, DATABASE_MIGRATION_URL: owner.url }));
  const app = await buildApp({ config, db: runtime.db, jobs });
  await app.ready();
  context = {
    app,
    deps: { config, db: runtime.db, jobs },
    database: { ...owner, ...runtime },
    close: () => app.close(),
  };
}, 60_000);

afterAll(async () => {
  await context.close();
  await jobs.stop({ graceful: false, wait: true });
  await runtime.pool.end();
  await owner.drop();
  await asAdmin(`DROP ROLE IF EXISTS ${role}`);
});

describe('the least-privilege runtime role (decision 087)', () => {
  it('cannot create, drop, alter or truncate, nor change the migration table', async () => {
    const denied = '42501';
    expect(await failureOf('CREATE TABLE public.intruder (id int)')).toBe(denied);
    expect(await failureOf('CREATE SCHEMA intruder')).toBe(denied);
    expect(await failureOf('DROP TABLE users')).toBe(denied);
    expect(await failureOf('ALTER TABLE users ADD COLUMN intruder int')).toBe(denied);
    expect(await failureOf('TRUNCATE users')).toBe(denied);
    expect(await failureOf('TRUNCATE pgboss.job')).toBe(denied);
    expect(await failureOf('CREATE INDEX intruder ON users (id)')).toBe(denied);
    expect(await failureOf('DELETE FROM drizzle.__drizzle_migrations')).toBe(denied);
    expect(
      await failureOf("INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('x', 0)"),
    ).toBe(denied);
    expect(await failureOf('UPDATE drizzle.__drizzle_migrations SET hash = hash')).toBe(denied);
    // What it may do: read the schema version (backups name it) and read rows.
    expect(await failureOf('SELECT count(*) FROM drizzle.__drizzle_migrations')).toBeUndefined();
    expect(await failureOf('SELECT count(*) FROM users')).toBeUndefined();
  });

  it('runs the app: a member signs in and out, and jobs are queued and fetched', async () => {
    const member = await createSignedInMember(context);
    const headers = { authorization: `Bearer ${member.token}` };
    const profile = await context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers });
    expect(profile.statusCode, profile.body).toBe(200);
    const logout = await context.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(logout.statusCode, logout.body).toBe(200);
    const after = await context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers });
    expect(after.statusCode).toBe(401);
    const queue = JOBS[0]?.name ?? '';
    const id = await jobs.send(queue, { probe: true });
    expect(id).toBeTruthy();
    const [fetched] = await jobs.fetch(queue, { includeMetadata: false });
    expect(fetched?.id).toBe(id);
  });

  it('owns nothing: every table and sequence of the schema belongs to the migration role', async () => {
    const { rows } = await runtime.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE pg_get_userbyid(c.relowner) = current_user AND n.nspname IN ('public', 'pgboss', 'drizzle')`,
    );
    expect(rows[0]?.count).toBe(0);
  });
});
