import { count, desc, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { serverErrors } from './ops.schema.js';

export type ServerErrorRow = typeof serverErrors.$inferSelect;

/** Rows the ring buffer keeps; older ones go with each insert. */
export const SERVER_ERRORS_KEPT = 5000;

/** Appends one error and drops what falls out of the ring, in one statement. */
export async function insertServerError(
  db: Executor,
  entry: Omit<typeof serverErrors.$inferInsert, 'id' | 'at'>,
): Promise<void> {
  await db.execute(sql`
    with added as (
      insert into server_errors (request_id, method, route, status, message)
      values (${entry.requestId}, ${entry.method}, ${entry.route}, ${entry.status}, ${entry.message})
      returning id
    )
    delete from server_errors where id <= (select id from added) - ${SERVER_ERRORS_KEPT}
  `);
}

/** A page of errors, newest first, and the total kept. */
export async function listServerErrors(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: ServerErrorRow[]; total: number }> {
  const rows = await db
    .select()
    .from(serverErrors)
    .orderBy(desc(serverErrors.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ total: count() }).from(serverErrors);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Deletes errors captured before `before`. */
export async function deleteServerErrorsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(serverErrors)
    .where(lt(serverErrors.at, before))
    .returning({ id: serverErrors.id });
  return rows.length;
}
