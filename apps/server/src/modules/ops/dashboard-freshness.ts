import { DASHBOARD_FRESH_SECONDS, DASHBOARD_PERIOD_DAYS } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { listDailyStatsFrom, upsertDailyStat, type DailyStatRow } from './daily-stats.repository.js';
import { utcDayAt } from '../../lib/utc-days.js';

/**
 * The days of the two compared periods whose rollup row is not current: today's when older than
 * DASHBOARD_FRESH_SECONDS, yesterday's when computed before the day ended, any earlier day without a row.
 */
export function staleDays(rows: Pick<DailyStatRow, 'day' | 'computedAt'>[], now: number): string[] {
  const computed = new Map(rows.map((row) => [row.day, row.computedAt.getTime()]));
  const today = utcDayAt(0, now);
  const stale: string[] = [];
  for (let back = 2 * DASHBOARD_PERIOD_DAYS - 1; back >= 0; back -= 1) {
    const day = utcDayAt(-back, now);
    const at = computed.get(day);
    const current =
      at !== undefined &&
      (back === 0 ? at > now - DASHBOARD_FRESH_SECONDS * 1000 : back > 1 || at >= Date.parse(today));
    if (!current) stale.push(day);
  }
  return stale;
}

// One refresh per database at a time in this process: a dashboard opened by many staff at once
// recomputes today's row once, and everyone waits for that one.
const refreshing = new WeakMap<object, Promise<void>>();

async function refresh(db: Executor, now: number): Promise<void> {
  const rows = await listDailyStatsFrom(db, utcDayAt(1 - 2 * DASHBOARD_PERIOD_DAYS, now));
  for (const day of staleDays(rows, now)) await upsertDailyStat(db, day);
}

/**
 * Brings the rollup rows the dashboard's period figures read up to date (decision 037, amended for
 * issue 26): the hourly task keeps the month, this keeps today within a minute.
 */
export function refreshRecentDailyStats(db: Executor, now = Date.now()): Promise<void> {
  const running = refreshing.get(db);
  if (running) return running;
  const work = refresh(db, now).finally(() => refreshing.delete(db));
  refreshing.set(db, work);
  return work;
}
