import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { RetryLaterError } from '../../http/app-error.js';
import { authAttempts } from './auth-limits.schema.js';

/** One budget an attempt draws from: at most `max` attempts per `key` inside a sliding window. */
export interface LimitSlot {
  key: string;
  max: number;
  windowMs: number;
}

/** The counted rows one attempt took; `lastSlotKeys` are the keys whose budget it exhausted. */
export interface Reservation {
  action: string;
  rows: { key: string; id: number }[];
  lastSlotKeys: string[];
}

async function lockKey(tx: Executor, action: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${action}:${key}`}, 0))`);
}

async function readRecent(tx: Executor, action: string, slot: LimitSlot) {
  const since = new Date(Date.now() - slot.windowMs);
  const [row] = await tx
    .select({ attempts: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.action, action), eq(authAttempts.key, slot.key), gt(authAttempts.createdAt, since)),
    );
  return { attempts: row?.attempts ?? 0, oldest: row?.oldest ?? null };
}

/** Seconds until the oldest attempt in the window leaves it, freeing one slot. */
function secondsUntilFree(slot: LimitSlot, oldest: Date | null): number {
  if (!oldest) return slot.windowMs / 1000;
  return (oldest.getTime() + slot.windowMs - Date.now()) / 1000;
}

/**
 * Counts and records one attempt against every slot in one transaction that holds a per-key advisory
 * lock, so parallel attempts are counted one after another and the (max+1)th is refused with 429.
 * Keys are locked in sorted order so two attempts sharing keys can never deadlock.
 */
export async function reserveSlots(deps: AppDeps, action: string, slots: LimitSlot[]): Promise<Reservation> {
  const sorted = [...slots].sort((a, b) => a.key.localeCompare(b.key));
  return deps.db.transaction(async (tx) => {
    const lastSlotKeys: string[] = [];
    for (const slot of sorted) {
      await lockKey(tx, action, slot.key);
      const recent = await readRecent(tx, action, slot);
      if (recent.attempts >= slot.max) throw new RetryLaterError(secondsUntilFree(slot, recent.oldest));
      if (recent.attempts + 1 === slot.max) lastSlotKeys.push(slot.key);
    }
    const rows = await tx
      .insert(authAttempts)
      .values(sorted.map(({ key }) => ({ action, key })))
      .returning({ key: authAttempts.key, id: authAttempts.id });
    return { action, rows, lastSlotKeys };
  });
}
