import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** Members now and one period ago. */
export async function countMembers(
  db: Executor,
  periodStart: Date,
): Promise<{ now: number; before: number }> {
  const result = await db.execute<{ now: number; before: number }>(sql`
    select count(*)::int as now, count(*) filter (where created_at < ${periodStart.toISOString()})::int as before
    from users
  `);
  return { now: result.rows[0]?.now ?? 0, before: result.rows[0]?.before ?? 0 };
}

/** Activities waiting for a moderator. */
export async function countPendingModeration(db: Executor): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from activities where status = 'PENDING_REVIEW'`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Exchanges waiting for approval, and how many of them waited over a day. */
export async function countPendingExchanges(db: Executor): Promise<{ count: number; overDay: number }> {
  const result = await db.execute<{ count: number; over_day: number }>(sql`
    select count(*)::int as count, count(*) filter (where created_at < now() - interval '1 day')::int as over_day
    from points_exchanges where status = 'PENDING'
  `);
  return { count: result.rows[0]?.count ?? 0, overDay: result.rows[0]?.over_day ?? 0 };
}

/** Members' social task claims waiting for a reviewer. */
export async function countPendingSocialClaims(db: Executor): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from social_task_claims where state = 'PENDING_REVIEW'`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Creator applications waiting for a reviewer (those sent back for changes wait on the member). */
export async function countPendingCreatorApplications(db: Executor): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from creator_applications where status = 'PENDING'`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Tickets staff still have to act on. */
export async function countOpenTickets(db: Executor): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from support_tickets where status in ('OPEN', 'IN_PROGRESS')`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Background jobs that failed in the last day: task runs and queue jobs. */
export async function countFailedJobsLastDay(db: Executor): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select ((select count(*) from job_runs where status = 'failed' and started_at > now() - interval '1 day')
      + (select count(*) from pgboss.job where state = 'failed' and created_on > now() - interval '1 day'))::int as count
  `);
  return result.rows[0]?.count ?? 0;
}
