import pg from 'pg';

/** Schemas whose rows the runtime role reads and writes: the product's tables and pg-boss's queue. */
export const RUNTIME_SCHEMAS = ['public', 'pgboss'] as const;

/** The role a connection string signs in as, or undefined when it names none. */
export function readRoleName(connectionString: string): string | undefined {
  const user = new URL(connectionString).username;
  return user ? decodeURIComponent(user) : undefined;
}

/**
 * Statements that give `role` rows and nothing else: SELECT/INSERT/UPDATE/DELETE on every table (never
 * TRUNCATE, REFERENCES or TRIGGER), sequences to draw from, and the same on tables the owner makes later.
 * The migration table is readable only (a backup names the schema version). All of them are idempotent.
 */
export function runtimeGrantStatements(database: string, role: string, present: readonly string[]): string[] {
  const who = pg.escapeIdentifier(role);
  const schemas = present.map((name) => pg.escapeIdentifier(name)).join(', ');
  return [
    `GRANT CONNECT, TEMPORARY ON DATABASE ${pg.escapeIdentifier(database)} TO ${who}`,
    `GRANT USAGE ON SCHEMA ${schemas} TO ${who}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schemas} TO ${who}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schemas} TO ${who}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${schemas} TO ${who}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${schemas} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${who}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${schemas} GRANT USAGE, SELECT ON SEQUENCES TO ${who}`,
    `GRANT USAGE ON SCHEMA drizzle TO ${who}`,
    `GRANT SELECT ON drizzle.__drizzle_migrations TO ${who}`,
  ];
}

/** Grants the runtime role its row privileges on the owner's database (decision 087); run after migrations. */
export async function grantRuntimeRole(owner: pg.ClientBase, role: string): Promise<void> {
  const result = await owner.query<{ database: string }>('SELECT current_database() AS database');
  const database = result.rows[0]?.database ?? '';
  // A freshly restored database has no pgboss schema until the next start's migration step installs it.
  const schemas = await owner.query<{ name: string }>(
    'SELECT nspname AS name FROM pg_namespace WHERE nspname = ANY($1::text[]) ORDER BY nspname DESC',
    [RUNTIME_SCHEMAS],
  );
  const present = schemas.rows.map((row) => row.name);
  for (const statement of runtimeGrantStatements(database, role, present)) await owner.query(statement);
}
