import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminLoginAttempts } from './admins.schema.js';

/** Records an attempt as failed until it proves otherwise; answers its id. */
export async function insertPendingAttempt(
  db: Executor,
  attempt: { email: string; ip: string },
): Promise<number> {
  const [row] = await db
    .insert(adminLoginAttempts)
    .values({ ...attempt, succeeded: false })
    .returning({ id: adminLoginAttempts.id });
  if (!row) throw new Error('admin login attempt insert returned nothing');
  return row.id;
}

/** Marks a reserved attempt as a success. */
export async function markAttemptSucceeded(db: Executor, id: number): Promise<void> {
  await db.update(adminLoginAttempts).set({ succeeded: true }).where(eq(adminLoginAttempts.id, id));
}

/** Serialises the attempts of one email or IP until the transaction ends, so they are counted exactly. */
export async function lockAttemptKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`admin-login:${key}`}, 0))`);
}

/**
 * Failed (or still pending) logins for an email since `since`, not counting those reserved before its
 * latest success. Ids follow reservation order, so a success only forgives attempts older than itself.
 */
export async function countAccountFailures(db: Executor, email: string, since: Date): Promise<number> {
  const lastSuccess = sql`coalesce((
    SELECT max(${adminLoginAttempts.id}) FROM ${adminLoginAttempts}
    WHERE ${adminLoginAttempts.email} = ${email} AND ${adminLoginAttempts.succeeded}
  ), 0)`;
  const [row] = await db
    .select({ total: count() })
    .from(adminLoginAttempts)
    .where(
      and(
        eq(adminLoginAttempts.email, email),
        eq(adminLoginAttempts.succeeded, false),
        gt(adminLoginAttempts.at, since),
        gt(adminLoginAttempts.id, lastSuccess),
      ),
    );
  return row?.total ?? 0;
}

/** Failed logins from an IP since `since` (a success does not reset these). */
export async function countIpFailures(db: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminLoginAttempts)
    .where(
      and(
        eq(adminLoginAttempts.ip, ip),
        eq(adminLoginAttempts.succeeded, false),
        gt(adminLoginAttempts.at, since),
      ),
    );
  return row?.total ?? 0;
}

/** Deletes attempts older than `before`; answers how many went. */
export async function deleteAttemptsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(adminLoginAttempts)
    .where(lt(adminLoginAttempts.at, before))
    .returning({ id: adminLoginAttempts.id });
  return rows.length;
}
