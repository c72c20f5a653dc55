import type { Executor, Transaction } from '../../db/database.js';

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

/**
 * Which of these activities an extra may pay on at `now`, in one statement for a whole batch of awards
 * (decision 073's amendment): an award on any other activity skips the extra's own per-award statement. Read
 * beside the batch's activities, before its transaction (decision 097): the extra re-checks when it pays.
 */
export type AwardExtraScope = (db: Executor, activityIds: string[], now: Date) => Promise<Set<string>>;

/** Runs the extras for one paid completion; answers the first one that paid. */
export type AwardExtrasRunner = (tx: Transaction, completion: PaidCompletion) => Promise<ExtraPaid | null>;

// Modules above points plug in here at start-up: points cannot import them (they import points), and the
// extra must run inside the award's transaction so it is paid exactly when the award is.
const extras = new Map<AwardExtra, AwardExtraScope | null>();

/** Adds an extra, with the scope that narrows it for a batch if it has one (the same function twice runs once). */
export function addAwardExtra(extra: AwardExtra, scope?: AwardExtraScope): void {
  extras.set(extra, scope ?? null);
}

/** Runs every extra for a paid completion; answers the first one that paid (one campaign per activity). */
export async function runAwardExtras(tx: Transaction, completion: PaidCompletion): Promise<ExtraPaid | null> {
  let paid: ExtraPaid | null = null;
  for (const extra of extras.keys()) paid = (await extra(tx, completion)) ?? paid;
  return paid;
}

/**
 * runAwardExtras for a batch's awards on these activities: each extra's scope read once for all of them, so an
 * award runs only the extras that may pay on its activity. An extra without a scope runs for every award.
 */
export async function scopeAwardExtras(
  db: Executor,
  activityIds: string[],
  now: Date,
): Promise<AwardExtrasRunner> {
  const scoped = new Map<AwardExtra, Set<string> | null>();
  for (const [extra, scope] of extras) scoped.set(extra, scope ? await scope(db, activityIds, now) : null);
  return async (runTx, completion) => {
    let paid: ExtraPaid | null = null;
    for (const [extra, within] of scoped) {
      if (within && !within.has(completion.activityId)) continue;
      paid = (await extra(runTx, completion)) ?? paid;
    }
    return paid;
  };
}
