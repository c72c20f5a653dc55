import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { comparedRows, num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';

/** Credited (by source) or debited (by kind) member points in the period and the previous one. */
export async function pointsBy(db: Executor, period: ReportPeriod, by: 'source' | 'kind') {
  const column = by === 'source' ? sql.raw('source') : sql.raw('kind');
  const amount = by === 'source' ? sql.raw('credited') : sql.raw('debited');
  const result = await db.execute(sql`
    SELECT ${column} AS key, sum(${amount}) FILTER (WHERE day >= ${period.from}::date) AS current,
      sum(${amount}) FILTER (WHERE day <= ${period.previousTo}::date) AS previous
    FROM analytics_points_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
    GROUP BY 1 HAVING sum(${amount}) > 0 ORDER BY 1`);
  return comparedRows(result.rows, 'key');
}

/** Members' balances summed at the end of a day: every credit less every debit up to it. */
export async function liabilityAt(db: Executor, day: string): Promise<number> {
  const result = await db.execute(
    sql`SELECT sum(credited) - sum(debited) AS owed FROM analytics_points_days WHERE day <= ${day}::date`,
  );
  return num(result.rows[0]?.owed);
}

/** Exchanges requested in the range, by their status now (a live read of the exchanges table). */
export async function exchangesByStatus(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    SELECT status, count(*) AS count, sum(points_amount) AS points FROM points_exchanges
    WHERE created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
      AND created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'
    GROUP BY status ORDER BY status`);
  return result.rows.map((row) => ({
    status: row.status as string,
    count: num(row.count),
    points: num(row.points),
  }));
}

/** ARTFI (wei, decimal text) sent by exchanges settled in the range. */
export async function artfiPaidWei(db: Executor, from: string, to: string): Promise<string> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(token_amount_wei), 0)::text AS wei FROM points_exchanges
    WHERE status = 'SETTLED' AND settled_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
      AND settled_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return (result.rows[0]?.wei as string | undefined) ?? '0';
}

/** Net points into the merchandise store's ledger account in the range: payments less cancels and refunds. */
export async function storeRevenuePoints(db: Executor, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(e.amount), 0)::bigint AS points FROM points_entries e
    JOIN points_accounts a ON a.id = e.account_id AND a.kind = 'STORE'
    WHERE e.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
      AND e.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return Number(result.rows[0]?.points ?? 0);
}

/**
 * Net ARTFI (wei, decimal text) members paid the merchandise store in the range: ARTFI orders paid in it, less
 * the ARTFI of orders whose payment went back (a STORE_REFUND grant) when they were cancelled or refunded in it.
 */
export async function storeRevenueArtfiWei(db: Executor, from: string, to: string): Promise<string> {
  const result = await db.execute(sql`
    WITH bounds AS (SELECT ${from}::date::timestamp AT TIME ZONE 'UTC' AS lo,
                           (${to}::date + 1)::timestamp AT TIME ZONE 'UTC' AS hi)
    SELECT (coalesce(sum(o.total_artfi_wei) FILTER (WHERE o.paid_at >= b.lo AND o.paid_at < b.hi), 0)
      - coalesce(sum(o.total_artfi_wei) FILTER (WHERE o.refund_grant_id IS NOT NULL
          AND coalesce(o.refunded_at, o.cancelled_at) >= b.lo AND coalesce(o.refunded_at, o.cancelled_at) < b.hi), 0)
      )::text AS wei
    FROM store_orders o, bounds b WHERE o.payment_method = 'ARTFI'`);
  return (result.rows[0]?.wei as string | undefined) ?? '0';
}
