import type { Transaction } from '../../db/database.js';

/** A completion the ledger has just paid, in the award's transaction (under the member's lock). */
export interface PaidCompletion {
  userId: string;
  activityId: string;
  sequence: number;
  now: Date;
}

/** What an extra paid the member on top of the award; null when it paid nothing. */
export interface ExtraPaid {
  points: number;
  partner: string;
}

/** Something paid on top of an award by a module above points (the partners' campaign bonus, decision 061). */
export type AwardExtra = (tx: Transaction, completion: PaidCompletion) => Promise<ExtraPaid | null>;

// Modules above points plug in here at start-up: points cannot import them (they import points), and the
// extra must run inside the award's transaction so it is paid exactly when the award is.
const extras = new Set<AwardExtra>();

/** Adds an extra (idempotent: the same function twice runs once). */
export function addAwardExtra(extra: AwardExtra): void {
  extras.add(extra);
}

/** Runs every extra for a paid completion; answers the first one that paid (one campaign per activity). */
export async function runAwardExtras(tx: Transaction, completion: PaidCompletion): Promise<ExtraPaid | null> {
  let paid: ExtraPaid | null = null;
  for (const extra of extras) paid = (await extra(tx, completion)) ?? paid;
  return paid;
}
