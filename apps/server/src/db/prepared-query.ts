import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Executor } from './database.js';
import { useCompiledRowMapper } from './row-mapper.js';

const definedNames = new Set<string>();

/**
 * A hot-path query built once per executor and sent as a named prepared statement, so neither Drizzle
 * (building the SQL) nor PostgreSQL (parsing and planning it) repeats that work per request. Values go in
 * through `sql.placeholder(...)`; `name` must be unique, since node-postgres prepares it once per connection.
 * Its rows are mapped by a mapper compiled once (row-mapper.ts).
 */
export function definePreparedQuery<Query>(name: string, build: (db: Executor, name: string) => Query) {
  if (definedNames.has(name)) throw new Error(`Prepared query "${name}" is defined twice`);
  definedNames.add(name);
  const built = new WeakMap<Executor, Query>();
  return (db: Executor): Query => {
    let query = built.get(db);
    if (query === undefined) {
      query = useCompiledRowMapper(build(db, name));
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();
const namedTexts = new Map<string, string>();

/**
 * `db.execute` for a hand-written statement whose text never changes (its values are all parameters), sent as a
 * named prepared statement: PostgreSQL parses and plans it once per connection instead of on every call. A
 * different text under a name already used throws, as node-postgres would on that connection.
 */
export function executeNamed<Row extends Record<string, unknown>>(
  db: Executor,
  name: string,
  statement: SQL,
): Promise<QueryResult<Row>> {
  const query = dialect.sqlToQuery(statement);
  const known = namedTexts.get(name);
  if (known === undefined) namedTexts.set(name, query.sql);
  else if (known !== query.sql) throw new Error(`Named statement "${name}" was given another text`);
  return db._.session
    .prepareQuery<{ execute: QueryResult<Row> } & PreparedQueryConfig>(query, undefined, name, false)
    .execute();
}
