import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import {
  countUnbalancedPostings,
  findBalanceDifferences,
  type BalanceDifference,
} from './points-ledger.repository.js';
import { resetProjectedBalance } from '../members/members.queries.js';
import { earningsWindowAt } from './points-calculation.js';
import { findEarningsDifferences, resetMemberEarnings } from './points-member-earnings.repository.js';

/** What re-deriving every balance from the ledger found. */
export interface LedgerCheck {
  differences: BalanceDifference[];
  unbalancedPostings: number;
}

/** Re-derives every member's balance from the ledger and compares it with users.total_points. */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const [differences, unbalancedPostings] = await Promise.all([
    findBalanceDifferences(db),
    countUnbalancedPostings(db),
  ]);
  return { differences, unbalancedPostings };
}

/**
 * The nightly check: any difference is logged as an error and the projection is reset to the ledger,
 * which is the truth (decision 022). Returns what it found before repairing.
 */
export async function rederiveBalances(deps: AppDeps, log: { error: (obj: object, msg: string) => void }) {
  const found = await checkLedger(deps.db);
  if (found.unbalancedPostings > 0)
    log.error({ unbalancedPostings: found.unbalancedPostings }, 'points ledger has unbalanced postings');
  for (const difference of found.differences) {
    const repaired = await deps.db.transaction((tx) => resetProjectedBalance(tx, difference.userId));
    log.error({ ...difference, repaired }, 'points balance differed from the ledger; projection reset');
  }
  return { ...found, earnings: await rederiveEarnings(deps, log) };
}

/** The earnings rows checked against the lines likewise: the lines are the truth, a differing row is reset. */
async function rederiveEarnings(deps: AppDeps, log: { error: (obj: object, msg: string) => void }) {
  const window = earningsWindowAt(new Date());
  const differences = await findEarningsDifferences(deps.db, window);
  for (const difference of differences) {
    await deps.db.transaction((tx) => resetMemberEarnings(tx, difference.userId, window));
    log.error(difference, 'points earnings figures differed from the ledger; row reset');
  }
  return differences;
}
