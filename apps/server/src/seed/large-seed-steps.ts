import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';

/** How much a large seed writes; `scaled(1)` is the issue-28 year (200k members, 5M watch sessions). */
export interface LargeSeedSize {
  members: number;
  creators: number;
  categories: number;
  activities: number;
  watchSessions: number;
  signIns: number;
  completions: number;
  otherEarnings: number;
  exchanges: number;
}

/** The issue-28 figures times `scale` (0 < scale; 0.01 is a quick run), every count at least 1. */
export function scaledLargeSeedSize(scale: number): LargeSeedSize {
  const of = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    members: of(200_000),
    creators: of(400),
    categories: 12,
    activities: of(5_000),
    watchSessions: of(5_000_000),
    signIns: of(600_000),
    completions: of(800_000),
    otherEarnings: of(180_000),
    exchanges: of(20_000),
  };
}

/** One step's table, rows written and seconds taken. */
export interface LargeSeedStep {
  table: string;
  rows: number;
  seconds: number;
}

/** Runs one set-based statement, timed; answers its row count (or the count query's). */
export async function step(db: Executor, steps: LargeSeedStep[], table: string, query: SQL) {
  const started = performance.now();
  const result = await db.execute(query);
  const rows = result.rowCount ?? 0;
  steps.push({ table, rows, seconds: (performance.now() - started) / 1000 });
  return rows;
}
