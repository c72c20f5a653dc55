import type { AdminExchange, ExchangeManualActionBody } from '@streamit/contract';
import type { Address, Hex } from 'viem';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import { lookUpTransfer, verifyTreasuryTransfer } from '../wallet-chain/treasury-transfer.js';
import { moveExchange, type ExchangeRow } from './exchange.repository.js';
import {
  adminViewOf,
  auditExchange,
  requireExchange,
  type ExchangeOperator,
} from './exchange-admin.service.js';
import { sendPayout } from './exchange-queue.js';
import { releaseInTransaction, settleInTransaction } from './exchange-settlement.service.js';

function requireChain(deps: AppDeps): Chain {
  if (!deps.chain) throw new AppError('CHAIN_UNAVAILABLE');
  return deps.chain;
}

/**
 * Refuses to close an exchange by hand while its recorded payout could still pay (mined, pending, or
 * broadcastable): only a reverted or superseded transaction, or none, lets staff settle another way or cancel.
 */
async function assertNoPayoutInFlight(deps: AppDeps, row: ExchangeRow): Promise<void> {
  if (!row.txHash || row.txNonce === null || !row.signedTx) return;
  const found = await lookUpTransfer(requireChain(deps), {
    hash: row.txHash as Hex,
    nonce: row.txNonce,
    signed: row.signedTx as Hex,
  });
  if (found.state !== 'reverted' && found.state !== 'superseded')
    throw new AppError('EXCHANGE_PAYOUT_IN_FLIGHT');
}

/** retry: a FAILED payout goes back to APPROVED; an APPROVED or PAYING one is queued again (idempotent). */
async function retryPayout(
  deps: AppDeps,
  operator: ExchangeOperator,
  row: ExchangeRow,
): Promise<ExchangeRow> {
  return deps.db.transaction(async (tx) => {
    let current = row;
    if (row.status === 'FAILED') {
      const moved = await moveExchange(tx, row.id, 'FAILED', 'APPROVED', { failureReason: null });
      if (!moved) throw new AppError('EXCHANGE_STATE_CONFLICT');
      current = moved;
    } else if (row.status !== 'APPROVED' && row.status !== 'PAYING')
      throw new AppError('EXCHANGE_STATE_CONFLICT');
    await sendPayout(deps.jobs, tx, row.id);
    await auditExchange(tx, operator, 'payout_retried', current, { from: row.status });
    return current;
  });
}

/** mark-settled: only a FAILED exchange, and only with a transaction the chain shows paying it exactly. */
async function markSettled(
  deps: AppDeps,
  operator: ExchangeOperator,
  row: ExchangeRow,
  txHash: string | undefined,
): Promise<ExchangeRow> {
  if (!txHash) throw new AppError('VALIDATION_FAILED');
  if (row.status !== 'FAILED') throw new AppError('EXCHANGE_STATE_CONFLICT');
  const chain = requireChain(deps);
  await assertNoPayoutInFlight(deps, row);
  const paid = await verifyTreasuryTransfer(
    chain,
    txHash as Hex,
    row.payoutAddress as Address,
    BigInt(row.tokenAmountWei),
  );
  if (!paid) throw new AppError('EXCHANGE_TX_NOT_VERIFIED');
  try {
    return await deps.db.transaction(async (tx) => {
      const settled = await settleInTransaction(tx, row, 'FAILED', txHash);
      if (!settled) throw new AppError('EXCHANGE_STATE_CONFLICT');
      await auditExchange(tx, operator, 'marked_settled', settled, { txHash });
      return settled;
    });
  } catch (error) {
    // The hash already settles another exchange: one transaction never pays two.
    if (isUniqueViolation(error)) throw new AppError('EXCHANGE_TX_NOT_VERIFIED');
    throw error;
  }
}

/** cancel: PENDING, APPROVED, or FAILED with no payout that could still land; the hold is released. */
async function cancelExchange(
  deps: AppDeps,
  operator: ExchangeOperator,
  row: ExchangeRow,
  reason: string | undefined,
): Promise<ExchangeRow> {
  if (!['PENDING', 'APPROVED', 'FAILED'].includes(row.status)) throw new AppError('EXCHANGE_STATE_CONFLICT');
  if (row.status === 'FAILED') await assertNoPayoutInFlight(deps, row);
  return deps.db.transaction(async (tx) => {
    const cancelled = await releaseInTransaction(tx, row, row.status as 'PENDING', 'CANCELLED', {
      failureReason: reason ?? row.failureReason,
      decidedByAdminId: operator.adminId,
      decidedAt: new Date(),
    });
    if (!cancelled) throw new AppError('EXCHANGE_STATE_CONFLICT');
    await auditExchange(tx, operator, 'cancelled', cancelled, { from: row.status, reason: reason ?? null });
    return cancelled;
  });
}

/** POST /admin/exchanges/:id/manual-action. */
export async function runManualAction(
  deps: AppDeps,
  operator: ExchangeOperator,
  id: string,
  body: ExchangeManualActionBody,
): Promise<AdminExchange> {
  const row = await requireExchange(deps.db, id);
  const done =
    body.action === 'retry'
      ? await retryPayout(deps, operator, row)
      : body.action === 'mark-settled'
        ? await markSettled(deps, operator, row, body.txHash)
        : await cancelExchange(deps, operator, row, body.reason);
  return adminViewOf(deps, deps.db, done);
}
