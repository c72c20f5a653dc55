import pg from 'pg';
import type { AppDeps } from '../app-deps.js';

/** One client's count in the current window. */
export interface WindowHit {
  count: number;
  resetAtMs: number;
}

/** A fixed-window counter shared by every node through PostgreSQL: exact, or batched (decision 051). */
export interface WindowCounter {
  hit(key: string): WindowHit | Promise<WindowHit>;
}

const HIT_ONE = `INSERT INTO rate_limit_windows (key, window_start_ms, hits) VALUES ($1, $2, 1)
  ON CONFLICT (key, window_start_ms) DO UPDATE SET hits = rate_limit_windows.hits + 1
  RETURNING hits`;

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

/**
 * Exact shared counter: every hit is one atomic upsert, so N nodes count one budget exactly as one node
 * would (decision 051). `name` keeps counters of different limits apart for the same client key.
 */
export class SharedWindowStore implements WindowCounter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<WindowHit> {
    const start = alignedStart(this.now(), this.windowMs);
    const { rows } = await this.pool.query<{ hits: number }>({
      name: 'rate-limit-hit',
      text: HIT_ONE,
      values: [`${this.name}|${key}`, start],
    });
    return { count: rows[0]?.hits ?? 1, resetAtMs: start + this.windowMs };
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
