import type { Executor } from './database.js';

const definedNames = new Set<string>();

/**
 * A hot-path query built once per executor and sent as a named prepared statement, so neither Drizzle
 * (building the SQL) nor PostgreSQL (parsing and planning it) repeats that work per request. Values go in
 * through `sql.placeholder(...)`; `name` must be unique, since node-postgres prepares it once per connection.
 */
export function definePreparedQuery<Query>(name: string, build: (db: Executor, name: string) => Query) {
  if (definedNames.has(name)) throw new Error(`Prepared query "${name}" is defined twice`);
  definedNames.add(name);
  const built = new WeakMap<Executor, Query>();
  return (db: Executor): Query => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
