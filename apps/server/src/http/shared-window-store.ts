import pg from 'pg';
import type { AppDeps } from '../app-deps.js';
import { groupStatements } from '../db/statement-groups.js';

/** One client's count in the current window. */
export interface WindowHit {
  count: number;
  resetAtMs: number;
}

/** A fixed-window counter shared by every node through PostgreSQL: exact, or batched (decision 051). */
export interface WindowCounter {
  hit(key: string): WindowHit | Promise<WindowHit>;
}

// The exact hits of one turn of the event loop, every counter of the pool, in one statement (decision 074).
const HIT_EXACT = `INSERT INTO rate_limit_windows (key, window_start_ms, hits)
  SELECT counted.key, counted.window_start_ms, counted.hits
  FROM unnest($1::text[], $2::bigint[], $3::int[]) AS counted(key, window_start_ms, hits)
  ON CONFLICT (key, window_start_ms) DO UPDATE SET hits = rate_limit_windows.hits + excluded.hits
  RETURNING key, window_start_ms::float8 AS window_start_ms, hits`;

const HIT_MANY = `INSERT INTO rate_limit_windows (key, window_start_ms, hits)
  SELECT counted.key, $2, counted.hits FROM unnest($1::text[], $3::int[]) AS counted(key, hits)
  ON CONFLICT (key, window_start_ms) DO UPDATE SET hits = rate_limit_windows.hits + excluded.hits
  RETURNING key, hits`;

/** The pool behind the app's database handle (rate-limit hits are single statements outside any transaction). */
export function poolOf(db: AppDeps['db']): pg.Pool {
  const client = (db as AppDeps['db'] & { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('Shared rate limits need a pg.Pool database handle');
  return client;
}

function alignedStart(nowMs: number, windowMs: number): number {
  return nowMs - (nowMs % windowMs);
}

interface ExactHit {
  key: string;
  windowStartMs: number;
}

const windowKey = (hit: ExactHit) => `${hit.windowStartMs}|${hit.key}`;

/**
 * The hits of one group in one upsert, each row's hits summed first (one statement may not update a row twice).
 * A row's new total T after k of the group's hits numbers them T-k+1..T in arrival order: each upsert adds its
 * hits atomically, so the numbers stay exact across statements and nodes, as one statement per hit numbered them.
 */
const hitExactly = groupStatements(async (pool: pg.Pool, hits: ExactHit[]) => {
  const sums = new Map<string, ExactHit & { hits: number }>();
  for (const hit of hits) {
    const sum = sums.get(windowKey(hit));
    if (sum) sum.hits += 1;
    else sums.set(windowKey(hit), { ...hit, hits: 1 });
  }
  const rows = [...sums.values()];
  const { rows: totals } = await pool.query<{ key: string; window_start_ms: number; hits: number }>({
    name: 'rate-limit-hit-exact',
    text: HIT_EXACT,
    values: [rows.map((row) => row.key), rows.map((row) => row.windowStartMs), rows.map((row) => row.hits)],
  });
  const next = new Map<string, number>();
  for (const total of totals) {
    const key = windowKey({ key: total.key, windowStartMs: total.window_start_ms });
    next.set(key, total.hits - (sums.get(key)?.hits ?? 0) + 1);
  }
  return hits.map((hit) => {
    const count = next.get(windowKey(hit)) ?? 1;
    next.set(windowKey(hit), count + 1);
    return count;
  });
});

/**
 * Exact shared counter: every hit is counted by an atomic upsert before it is answered, so N nodes count one
 * budget exactly as one node would (decision 051); hits of one turn share the upsert (decision 074). `name`
 * keeps counters of different limits apart for the same client key.
 */
export class SharedWindowStore implements WindowCounter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<WindowHit> {
    const windowStartMs = alignedStart(this.now(), this.windowMs);
    const count = await hitExactly(this.pool, { key: `${this.name}|${key}`, windowStartMs });
    return { count, resetAtMs: windowStartMs + this.windowMs };
  }
}

/** How often a batched counter sends its node's hits and learns the cluster's totals. */
export const BATCH_FLUSH_MS = 200;

/**
 * Shared counter for generous, high-volume budgets (reads, media): hits are counted in memory at once and
 * sent to PostgreSQL in one statement every BATCH_FLUSH_MS, which answers every node's total. A client
 * spreading requests over N nodes gets at most (N - 1) flush intervals of extra requests (decision 051).
 */
export class BatchedWindowStore implements WindowCounter {
  private pending = new Map<string, number>();
  private known = new Map<string, number>();
  private windowStartMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStartMs = alignedStart(now(), windowMs);
  }

  hit(key: string): WindowHit {
    this.turnOver();
    const mine = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, mine);
    this.timer ??= setTimeout(() => void this.flush(), BATCH_FLUSH_MS).unref();
    return { count: (this.known.get(key) ?? 0) + mine, resetAtMs: this.windowStartMs + this.windowMs };
  }

  /** Sends the hits counted since the last flush; the answer replaces what this node knows of the totals. */
  async flush(): Promise<void> {
    this.timer = undefined;
    const batch = this.pending;
    const windowStart = this.windowStartMs;
    if (batch.size === 0) return;
    this.pending = new Map();
    const prefix = `${this.name}|`;
    try {
      const { rows } = await this.pool.query<{ key: string; hits: number }>({
        name: 'rate-limit-hit-many',
        text: HIT_MANY,
        values: [[...batch.keys()].map((key) => prefix + key), windowStart, [...batch.values()]],
      });
      if (windowStart !== this.windowStartMs) return;
      for (const row of rows) this.known.set(row.key.slice(prefix.length), row.hits);
    } catch (error) {
      this.onError(error);
      // Not lost: counted again with the next flush (if the window has not turned over).
      if (windowStart === this.windowStartMs) {
        for (const [key, hits] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + hits);
      }
    }
  }

  /** Stops the timer and sends what is counted (the app is closing; its pool is still open). */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.flush();
  }

  private turnOver(): void {
    const start = alignedStart(this.now(), this.windowMs);
    if (start === this.windowStartMs) return;
    this.windowStartMs = start;
    this.pending = new Map();
    this.known = new Map();
  }
}

/** Deletes counters of windows that ended before `olderThanMs` (the hourly auth clean-up). */
export async function pruneRateLimitWindows(db: AppDeps['db'], olderThanMs: number): Promise<void> {
  await poolOf(db).query('DELETE FROM rate_limit_windows WHERE window_start_ms < $1', [olderThanMs]);
}
