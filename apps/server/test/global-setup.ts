import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { applyMigrations, openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/embedded/embedded-postgres.js';
import { SERVER_ROOT } from '../src/paths.js';
import { TEMPLATE_DATABASE } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's `postgres` database, used to create per-file databases. */
    databaseAdminUrl: string;
  }
}

const quietLogger = {
  info: () => undefined,
  debug: () => undefined,
  error: (message: string) => {
    console.error(message);
  },
};

async function createTemplate(adminUrl: string, templateUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  await admin.end();
  const handle = openDatabase(templateUrl, 2);
  await applyMigrations(handle);
  await handle.pool.end();
  // Install pg-boss's schema once, so every cloned database starts with it.
  const boss = new PgBoss({
    connectionString: templateUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/** Builds the server and starts one real PostgreSQL for the whole run and migrates a template database that test files clone. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Tests that spawn the real server run dist/; building it once here keeps parallel files from rebuilding it
  // under each other while one is starting it.
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_ROOT });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-test-'));
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres(dataDir, quietLogger, path.join(dataDir, 'runtime'));
  const adminUrl = embedded.connectionString.replace(/\/streamit$/, '/postgres');
  await createTemplate(adminUrl, embedded.connectionString.replace(/\/streamit$/, `/${TEMPLATE_DATABASE}`));
  project.provide('databaseAdminUrl', adminUrl);
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
