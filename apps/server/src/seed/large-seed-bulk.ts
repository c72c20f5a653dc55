import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import type { LargeSeedStep } from './large-seed-steps.js';

interface Definition {
  table: string;
  name: string;
  definition: string;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables' foreign keys and unique constraints, and their indexes other than those behind a constraint. */
async function readDefinitions(tx: Transaction, tables: string[]) {
  const names = sql`string_to_array(${tables.join(',')}, ',')`;
  const constraints = await tx.execute(sql`SELECT conrelid::regclass::text AS "table", conname AS name,
      pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid::regclass::text = ANY(${names}) AND contype IN ('f', 'u')`);
  const indexes = await tx.execute(sql`SELECT tablename AS "table", indexname AS name, indexdef AS definition
    FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY(${names})
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u', 'x'))`);
  return {
    constraints: constraints.rows as unknown as Definition[],
    indexes: indexes.rows as unknown as Definition[],
  };
}

/**
 * Loads big tables the way PostgreSQL loads fastest without giving up a check: in one transaction (other
 * sessions wait on the tables' locks), the tables' foreign keys, unique constraints and secondary indexes are
 * dropped, `load` runs, then each is recreated from its own definition, so PostgreSQL validates every row
 * against every key and uniqueness in one pass. Triggers stay on; deferred ones (the ledger's balance check)
 * run at commit, with the indexes back.
 */
export async function loadInBulk(
  db: Database,
  steps: LargeSeedStep[],
  tables: string[],
  load: (tx: Transaction) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const { constraints, indexes } = await readDefinitions(tx, tables);
    for (const { table, name } of constraints)
      await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} DROP CONSTRAINT ${quoted(name)}`));
    for (const { name } of indexes) await tx.execute(sql.raw(`DROP INDEX ${quoted(name)}`));
    await load(tx);
    const started = performance.now();
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    for (const { table, name, definition } of constraints)
      await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} ADD CONSTRAINT ${quoted(name)} ${definition}`));
    const seconds = (performance.now() - started) / 1000;
    steps.push({ table: `(keys and indexes of ${tables.join(', ')})`, rows: 0, seconds });
  });
}
