import type { Tier } from '@streamit/contract';
import type { pointsGlobalConfig } from './points-config.schema.js';

/** The global rules and tier rules as read at one stamp (the rows' xmin: any committed change moves it). */
export interface PointsConfigSnapshot {
  stamp: string;
  global: typeof pointsGlobalConfig.$inferSelect;
  tiers: Record<Tier, { threshold: number; multiplierBp: number }>;
}

// Rules change a few times a year and are read by every award: this process keeps the last snapshot and
// re-reads it only when the stamp, checked once per transaction, says another writer (this process, another
// API server, a psql session) committed a change. Correct across processes without any notification.
let shared: PointsConfigSnapshot | null = null;
const perTransaction = new WeakMap<object, PointsConfigSnapshot>();

/** The process's snapshot if it is still at `stamp`. */
export function sharedSnapshotAt(stamp: string | null): PointsConfigSnapshot | null {
  return stamp !== null && shared?.stamp === stamp ? shared : null;
}

/** Keeps a snapshot for the process and, inside a transaction, for the rest of that transaction. */
export function rememberSnapshot(db: object, snapshot: PointsConfigSnapshot, inTransaction: boolean): void {
  shared = snapshot;
  if (inTransaction) perTransaction.set(db, snapshot);
}

/** The snapshot this transaction already checked, if any. */
export function transactionSnapshot(db: object): PointsConfigSnapshot | null {
  return perTransaction.get(db) ?? null;
}

/** After a write to the rules: this transaction and this process read them again. */
export function forgetPointsConfig(db: object): void {
  perTransaction.delete(db);
  shared = null;
}
