import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

function literal(value: string) {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/**
 * A CHECK constraint that keeps a text column within an enum of the contract, so the contract's
 * array stays the one source of the allowed values (a new value needs a migration, as with pgEnum).
 * NULL passes, as for every CHECK; nullable columns stay nullable.
 */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.join(values.map(literal), sql`, `);
  return check(name, sql`${column} in (${list})`);
}
