import type { ExchangeStatus } from '@streamit/contract';
import type { Transaction } from '../../db/database.js';
import { memberLockKey } from '../points/points-accounts.js';
import { postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import { lockOnKey, moveExchange, setClosePosting, type ExchangeRow } from './exchange.repository.js';
import type { pointsExchanges } from './exchange.schema.js';

/**
 * Closes an exchange whose tokens were paid: moves it to SETTLED with the transaction's hash and spends the
 * held points into BURNED (they left the points economy as ARTFI), in the caller's transaction under the
 * member's lock. Answers undefined when the exchange was no longer in `from`.
 */
export async function settleInTransaction(
  tx: Transaction,
  exchange: Pick<ExchangeRow, 'id' | 'userId' | 'pointsAmount'>,
  from: ExchangeStatus,
  txHash: string,
): Promise<ExchangeRow | undefined> {
  await lockOnKey(tx, memberLockKey(exchange.userId));
  const settled = await moveExchange(tx, exchange.id, from, 'SETTLED', {
    txHash,
    settledAt: new Date(),
    failureReason: null,
  });
  if (!settled) return undefined;
  const { posting } = await postPoints(tx, {
    kind: 'spend',
    source: 'exchange',
    idempotencyKey: `exchange:settle:${exchange.id}`,
    ...buildLedgerReason('exchangePaid', {}),
    breakdown: { exchangeId: exchange.id, txHash },
    lines: [
      { platform: 'EXCHANGE_HELD', amount: -exchange.pointsAmount },
      { platform: 'BURNED', amount: exchange.pointsAmount },
    ],
  });
  return setClosePosting(tx, exchange.id, posting.id);
}

/**
 * Returns held points to the member (kind release) and moves the exchange to REJECTED or CANCELLED, in
 * the caller's transaction under the member's lock. Answers undefined when it was no longer in `from`.
 */
export async function releaseInTransaction(
  tx: Transaction,
  exchange: Pick<ExchangeRow, 'id' | 'userId' | 'pointsAmount'>,
  from: ExchangeStatus,
  to: 'REJECTED' | 'CANCELLED',
  changes: Partial<typeof pointsExchanges.$inferInsert>,
): Promise<ExchangeRow | undefined> {
  await lockOnKey(tx, memberLockKey(exchange.userId));
  const moved = await moveExchange(tx, exchange.id, from, to, changes);
  if (!moved) return undefined;
  const { posting } = await postPoints(tx, {
    kind: 'release',
    source: 'exchange',
    idempotencyKey: `exchange:release:${exchange.id}`,
    ...buildLedgerReason(to === 'REJECTED' ? 'exchangeRejected' : 'exchangeCancelled', {}),
    breakdown: { exchangeId: exchange.id },
    lines: [
      { platform: 'EXCHANGE_HELD', amount: -exchange.pointsAmount },
      { member: exchange.userId, amount: exchange.pointsAmount },
    ],
  });
  return setClosePosting(tx, exchange.id, posting.id);
}
