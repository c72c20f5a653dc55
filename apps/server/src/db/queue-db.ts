import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from './database.js';

/** Rewrites pg-boss's `$n` placeholders into Drizzle parameters so pg-boss can run inside our transaction. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
  );
  return sql.join(chunks, sql.raw(''));
}

/** A pg-boss `db` that runs its statements on a Drizzle executor (pool or open transaction). */
export function queueDbFor(executor: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await executor.execute(toDrizzleSql(text, values));
      return { rows: result.rows };
    },
  };
}
