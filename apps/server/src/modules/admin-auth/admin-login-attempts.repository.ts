import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminLoginAttempts } from './admin-auth.schema.js';

export async function insertLoginAttempt(
  db: Executor,
  attempt: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(adminLoginAttempts).values(attempt);
}

/** Failed logins for an email since `since`, not counting those before its latest success. */
export async function countAccountFailures(db: Executor, email: string, since: Date): Promise<number> {
  const lastSuccess = sql`coalesce((
    SELECT max(${adminLoginAttempts.at}) FROM ${adminLoginAttempts}
    WHERE ${adminLoginAttempts.email} = ${email} AND ${adminLoginAttempts.succeeded}
  ), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ total: count() })
    .from(adminLoginAttempts)
    .where(
      and(
        eq(adminLoginAttempts.email, email),
        eq(adminLoginAttempts.succeeded, false),
        gt(adminLoginAttempts.at, since),
        gt(adminLoginAttempts.at, lastSuccess),
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
