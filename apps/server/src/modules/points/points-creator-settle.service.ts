import type { Database, Transaction } from '../../db/database.js';
import {
  lockUnsettledAccruals,
  markAccrualsSettled,
  type CreatorBatch,
} from './points-creator.repository.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { buildLedgerReason } from './points-reasons.js';

/** Accruals folded per transaction: bounded so one settlement never holds many rows for long. */
const BATCH_SIZE = 5_000;

/**
 * One creator's part of a batch: one posting (source `creator`, key `creator-settle:<creator>:<first id>`,
 * each accrual is settled once so the key never repeats) and the accruals marked with it, in the
 * settlement's transaction.
 */
async function settleCreatorBatch(tx: Transaction, batch: CreatorBatch): Promise<void> {
  const [first] = batch.ids;
  const posted = await postPoints(tx, {
    kind: 'earn',
    source: 'creator',
    idempotencyKey: `creator-settle:${batch.creatorId}:${first}`,
    ...buildLedgerReason('creatorShare', { count: batch.ids.length }),
    breakdown: { accruals: batch.ids.length, firstAccrualId: first, lastAccrualId: batch.ids.at(-1) },
    lines: memberAndPool(batch.creatorId, batch.total),
  });
  await markAccrualsSettled(tx, batch.ids, posted.posting.id);
}

/**
 * Folds every unsettled creator share into the creators' balances (decision 046), a bounded batch per
 * transaction: the accruals are locked (skipping any another settler holds), posted as one posting per
 * creator and marked in the same transaction, so a crash settles nothing or all of a batch and no accrual
 * is ever paid twice. Returns how many accruals it settled.
 */
export async function settleCreatorShares(db: Database): Promise<number> {
  let settled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const batches = await lockUnsettledAccruals(tx, BATCH_SIZE);
      for (const batch of batches) await settleCreatorBatch(tx, batch);
      return batches.reduce((sum, batch) => sum + batch.ids.length, 0);
    });
    settled += count;
    if (count < BATCH_SIZE) return settled;
  }
}
