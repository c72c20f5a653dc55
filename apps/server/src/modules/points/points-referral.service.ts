import type { Transaction } from '../../db/database.js';
import { selectPendingReferral, settleReferralRow, shareIpCluster } from '../referrals/referrals.queries.js';
import { loadGlobalConfig } from './points-config.service.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { buildLedgerReason } from './points-reasons.js';

/** A write to run in account-id order with the others of its transaction. */
export interface OrderedWrite {
  accountId: string;
  run: () => Promise<unknown>;
}

/**
 * Runs writes that move members' balances in account-id order, so two transactions touching the same
 * members' rows always lock them in the same order and never deadlock.
 */
export async function runInAccountOrder(writes: OrderedWrite[]): Promise<void> {
  const sorted = [...writes].sort((a, b) => a.accountId.localeCompare(b.accountId));
  for (const write of sorted) await write.run();
}

/**
 * With the referred member's first reward (or their verification after one), settles their referral:
 * a ring (self-referral or a shared IP cluster) is REFUSED at once; otherwise the returned write pays
 * the referrer (key `referral:<referred>`) and marks it VESTED. The pending row is locked, so it settles
 * once whatever runs in parallel. Null when there is nothing to pay.
 */
export async function planReferralVesting(tx: Transaction, userId: string): Promise<OrderedWrite | null> {
  const referral = await selectPendingReferral(tx, userId);
  if (!referral?.verifiedAt) return null;
  const referrerId = referral.referrerUserId;
  if (referrerId === userId || (await shareIpCluster(tx, referrerId, userId))) {
    await settleReferralRow(tx, userId, { status: 'REFUSED', reason: 'SAME_DEVICE_OR_NETWORK' });
    return null;
  }
  const { referralReward } = await loadGlobalConfig(tx);
  const run = async () => {
    const posted =
      referralReward > 0
        ? await postPoints(tx, {
            kind: 'earn',
            source: 'referral',
            idempotencyKey: `referral:${userId}`,
            ...buildLedgerReason('referral', {}),
            breakdown: { referredUserId: userId, points: referralReward },
            lines: memberAndPool(referrerId, referralReward),
          })
        : null;
    await settleReferralRow(tx, userId, { status: 'VESTED', postingId: posted?.posting.id ?? null });
  };
  return { accountId: referrerId, run };
}
