import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { contentCategories } from '../src/modules/catalog/catalog.schema.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestDatabase(inject('databaseAdminUrl')),
    createTestDatabase(inject('databaseAdminUrl')),
  ]);
});
afterAll(async () => {
  await Promise.all([first.drop(), second.drop()]);
});

describe('test databases', () => {
  it('are separate databases cloned with the migrated schema', async () => {
    const names = await Promise.all(
      [first, second].map(
        async (database) =>
          (await database.pool.query<{ name: string }>('SELECT current_database() AS name')).rows[0]?.name,
      ),
    );
    expect(names).toEqual([first.name, second.name]);
    expect(first.name).not.toBe(second.name);
    const tables = await second.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM content_categories`,
    );
    expect(tables.rows[0]?.count).toBe(0);
  });

  it("do not see each other's writes", async () => {
    await first.db.insert(contentCategories).values({ slug: 'isolation-check', name: 'Isolation' });
    const inFirst = await first.db.select().from(contentCategories);
    const inSecond = await second.db.select().from(contentCategories);
    expect(inFirst.map((row) => row.slug)).toEqual(['isolation-check']);
    expect(inSecond).toEqual([]);
  });

  it('are removed by drop', async () => {
    const extra = await createTestDatabase(inject('databaseAdminUrl'));
    await extra.drop();
    const remaining = await first.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [extra.name]);
    expect(remaining.rowCount).toBe(0);
  });
});
