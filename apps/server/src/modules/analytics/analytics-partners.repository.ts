import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';

/*
 * The partners program's figures, read live from its tables (decision 061; shared reads, decision 053): they
 * hold one row per application, partner, campaign and bonus paid, far fewer than the platform's raw rows.
 */

const end = (day: string) => sql`${day}::date + 1`;

/** Applications sent, approved and rejected between two UTC days (inclusive). */
export async function countApplications(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT
      count(*) FILTER (WHERE created_at >= ${from}::date AND created_at < ${end(to)}) AS submitted,
      count(*) FILTER (WHERE status = 'APPROVED' AND decided_at >= ${from}::date AND decided_at < ${end(to)}) AS approved,
      count(*) FILTER (WHERE status = 'REJECTED' AND decided_at >= ${from}::date AND decided_at < ${end(to)}) AS rejected
    FROM partner_applications`);
  const row = result.rows[0] ?? {};
  return { submitted: num(row.submitted), approved: num(row.approved), rejected: num(row.rejected) };
}

/** Partners per status now. */
export async function countPartnersByStatus(db: Executor) {
  const result = await db.execute(
    sql`SELECT status, count(*) AS partners FROM partners GROUP BY status ORDER BY status`,
  );
  return result.rows.map((row) => ({ status: row.status as string, partners: num(row.partners) }));
}

/** Bonus points paid, bonuses and distinct members paid one between two UTC days (inclusive). */
export async function sumBonuses(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT coalesce(sum(points), 0) AS points, count(*) AS bonuses,
      count(DISTINCT user_id) AS reach
    FROM partner_campaign_bonuses WHERE created_at >= ${from}::date AND created_at < ${end(to)}`);
  const row = result.rows[0] ?? {};
  return { points: num(row.points), bonuses: num(row.bonuses), reach: num(row.reach) };
}

/** The campaigns whose window meets the period: how many, their budgets, spent and left now. */
export async function sumBudgets(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`SELECT count(*) AS campaigns, coalesce(sum(budget_points), 0) AS budget,
      coalesce(sum(budget_points - budget_left), 0) AS spent, coalesce(sum(budget_left), 0) AS left_now
    FROM partner_campaigns WHERE starts_at < ${end(period.to)} AND ends_at > ${period.from}::date`);
  const row = result.rows[0] ?? {};
  return {
    campaigns: num(row.campaigns),
    budgetPoints: num(row.budget),
    spentPoints: num(row.spent),
    leftPoints: num(row.left_now),
  };
}

/** Each partner with a campaign meeting the period: its campaigns, bonuses paid in the period and budget left. */
export async function partnerRows(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    WITH c AS (SELECT * FROM partner_campaigns WHERE status IN ('ACTIVE', 'PAUSED', 'ENDED') AND starts_at < ${end(period.to)} AND ends_at > ${period.from}::date),
    b AS (SELECT c.partner_id, count(*) AS bonuses, coalesce(sum(x.points), 0) AS points, count(DISTINCT x.user_id) AS reach
      FROM partner_campaign_bonuses x JOIN c ON c.id = x.campaign_id
      WHERE x.created_at >= ${period.from}::date AND x.created_at < ${end(period.to)} GROUP BY c.partner_id)
    SELECT p.name, p.status, count(c.id) AS campaigns, coalesce(sum(c.budget_left), 0) AS budget_left,
      coalesce(max(b.bonuses), 0) AS bonuses, coalesce(max(b.points), 0) AS points, coalesce(max(b.reach), 0) AS reach
    FROM partners p JOIN c ON c.partner_id = p.id LEFT JOIN b ON b.partner_id = p.id
    GROUP BY p.id, p.name, p.status ORDER BY points DESC, p.name`);
  return result.rows.map((row) => ({
    name: row.name as string,
    status: row.status as string,
    campaigns: num(row.campaigns),
    reach: num(row.reach),
    bonuses: num(row.bonuses),
    bonusPoints: num(row.points),
    budgetLeft: num(row.budget_left),
  }));
}
