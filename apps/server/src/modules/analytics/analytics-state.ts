import type { Executor } from '../../db/database.js';
import { readWatermarks, type AnalyticsRollup } from './analytics-rollup.repository.js';

/** The oldest watermark of the rollups a report reads: its figures include raw rows up to then. */
export async function readAsOf(db: Executor, rollups: readonly AnalyticsRollup[]): Promise<Date | null> {
  const watermarks = await readWatermarks(db);
  let oldest: Date | null = null;
  for (const rollup of rollups) {
    const at = watermarks.get(rollup);
    if (!at) return null;
    if (!oldest || at < oldest) oldest = at;
  }
  return oldest;
}
