import { RETENTION_WEEKS, type AnalyticsRangeQuery, type UsersReport } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { addDays, periodView, resolvePeriod, type ReportPeriod } from './analytics-period.js';
import { readAsOf } from './analytics-state.js';
import {
  countActive,
  countTierMovements,
  countTiers,
  retentionCells,
  signupsBySource,
  sumSignups,
  usersSeries,
} from './analytics-users.repository.js';

/** The Monday of an ISO day's week (UTC). */
export function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

async function activeFigures(deps: AppDeps, from: string, to: string, days: number) {
  const [range, week, month] = await Promise.all([
    countActive(deps.db, from, to),
    countActive(deps.db, addDays(to, -6), to),
    countActive(deps.db, addDays(to, -29), to),
  ]);
  return { active: range.members, dau: range.memberDays / days, wau: week.members, mau: month.members };
}

/** The retention grid: each cohort week in the period, its size and active members in weeks 0..12. */
export async function buildRetention(deps: AppDeps, period: ReportPeriod, today: string) {
  const [firstWeek, lastWeek] = [weekOf(period.from), weekOf(period.to)];
  const { sizes, cells } = await retentionCells(deps.db, firstWeek, lastWeek);
  const rows: UsersReport['retention'] = [];
  for (let week = firstWeek; week <= lastWeek; week = addDays(week, 7)) {
    const active = Array.from({ length: RETENTION_WEEKS + 1 }, (_, offset): number | null =>
      addDays(week, offset * 7) > today ? null : 0,
    );
    for (const cell of cells)
      if (cell.week === week && active[cell.offset] !== null) active[cell.offset] = cell.active;
    rows.push({ week, size: sizes.get(week) ?? 0, active });
  }
  return rows;
}

/** GET /admin/analytics/users. */
export async function getUsersReport(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
  now = new Date(),
): Promise<UsersReport> {
  const period = resolvePeriod(query, now);
  const [current, previous, nowActive, beforeActive] = await Promise.all([
    sumSignups(deps.db, period.from, period.to),
    sumSignups(deps.db, period.previousFrom, period.previousTo),
    activeFigures(deps, period.from, period.to, period.days),
    activeFigures(deps, period.previousFrom, period.previousTo, period.days),
  ]);
  const compare = (key: keyof typeof nowActive) => ({ current: nowActive[key], previous: beforeActive[key] });
  return {
    period: periodView(period, await readAsOf(deps.db, ['member-days', 'signup-days', 'tier-days'])),
    summary: {
      signups: { current: current.signups, previous: previous.signups },
      verified: { current: current.verified, previous: previous.verified },
      active: compare('active'),
      dau: compare('dau'),
      wau: compare('wau'),
      mau: compare('mau'),
    },
    series: await usersSeries(deps.db, period),
    sources: (await signupsBySource(deps.db, period)) as UsersReport['sources'],
    tiers: await countTiers(deps.db),
    tierMovements: await countTierMovements(deps.db, period),
    retention: await buildRetention(deps, period, now.toISOString().slice(0, 10)),
  };
}
