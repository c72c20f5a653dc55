import type { AppDeps } from '../../app-deps.js';
import { RetryLaterError } from '../../http/app-error.js';
import { countAttemptsSince, insertAttempts, lockAttemptKey } from './auth-limits.repository.js';

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
      await lockAttemptKey(tx, action, slot.key);
      const recent = await countAttemptsSince(tx, action, slot.key, new Date(Date.now() - slot.windowMs));
      if (recent.attempts >= slot.max) throw new RetryLaterError(secondsUntilFree(slot, recent.oldest));
      if (recent.attempts + 1 === slot.max) lastSlotKeys.push(slot.key);
    }
    const rows = await insertAttempts(
      tx,
      action,
      sorted.map(({ key }) => key),
    );
    return { action, rows, lastSlotKeys };
  });
}
