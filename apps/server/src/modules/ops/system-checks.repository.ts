import { isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminUsers } from '../admins/admins.schema.js';

/** Job counts by state in pg-boss's table: waiting, working, and failed in the last day. */
export async function countQueueJobs(
  db: Executor,
): Promise<{ waiting: number; active: number; failedLastDay: number }> {
  const result = await db.execute<{ waiting: number; active: number; failed: number }>(sql`
    select count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed' and created_on > now() - interval '1 day')::int as failed
    from pgboss.job
  `);
  const row = result.rows[0];
  return { waiting: row?.waiting ?? 0, active: row?.active ?? 0, failedLastDay: row?.failed ?? 0 };
}

/** Outbox emails waiting for a retry, and those given up on. */
export async function countOutboxBacklog(db: Executor): Promise<{ retrying: number; givenUp: number }> {
  const result = await db.execute<{ retrying: number; given_up: number }>(sql`
    select count(*) filter (where sent_at is null and next_attempt_at is not null)::int as retrying,
           count(*) filter (where sent_at is null and next_attempt_at is null and attempts > 0)::int as given_up
    from email_outbox
  `);
  const row = result.rows[0];
  return { retrying: row?.retrying ?? 0, givenUp: row?.given_up ?? 0 };
}

/** Active staff accounts and whether each has TOTP on. */
export async function listActiveStaffTotp(db: Executor): Promise<{ email: string; totpEnabled: boolean }[]> {
  return db
    .select({ email: adminUsers.email, totpEnabled: adminUsers.totpEnabled })
    .from(adminUsers)
    .where(isNull(adminUsers.disabledAt))
    .orderBy(adminUsers.email);
}
