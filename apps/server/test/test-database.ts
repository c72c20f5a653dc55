import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';

/** The migrated database every test database is cloned from. */
export const TEMPLATE_DATABASE = 'streamit_template';

/** A database of one's own, cloned from the migrated template; `drop` removes it. */
export interface TestDatabase extends DatabaseHandle {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Clones the template into a fresh database (milliseconds, not a migration run). */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const handle = openDatabase(url, 5);
  return {
    ...handle,
    name,
    url,
    drop: async () => {
      await handle.pool.end();
      await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
