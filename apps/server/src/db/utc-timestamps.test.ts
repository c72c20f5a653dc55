import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.js';

/**
 * ASVS V16.2.2: stored times are absolute. A `timestamp without time zone` column would keep a wall-clock
 * reading whose meaning depends on the session's time zone; every time column is `timestamptz` instead.
 */
function listTimeColumns() {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns
        .filter(
          (column) => column.getSQLType().startsWith('timestamp') || column.getSQLType().startsWith('time'),
        )
        .map((column) => ({ column: `${name}.${column.name}`, type: column.getSQLType() }));
    });
}

describe('time columns', () => {
  it('stores every time in the schema as timestamp with time zone', () => {
    const columns = listTimeColumns();
    expect(columns.map(({ column }) => column)).toContain('admin_audit_log.at');
    expect(columns.filter(({ type }) => type !== 'timestamp with time zone')).toEqual([]);
  });
});
