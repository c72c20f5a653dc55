import {
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  type Address,
  type Hex,
} from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../chain/chain-client.js';
import {
  awaitTransfer,
  broadcastTransfer,
  lookUpTransfer,
  signTreasuryTransfer,
  withTreasuryLock,
  type SignedTransfer,
} from '../chain/treasury-transfer.js';
import { findExchange, moveExchange, recordPayoutTx, type ExchangeRow } from './exchange.repository.js';
import { settleInTransaction } from './exchange-settlement.service.js';

/** Test seams around the broadcast, used by the crash test to kill the process at those points. */
export interface PayoutHooks {
  afterRecord?: () => Promise<void>;
  afterBroadcast?: () => Promise<void>;
}

/** Thrown when the chain is down: the job fails and pg-boss retries it later. */
export class ChainUnavailableError extends Error {
  constructor() {
    super('chain unavailable: the payout stays queued');
  }
}

function recordedTransfer(row: ExchangeRow): SignedTransfer | undefined {
  if (!row.txHash || row.txNonce === null || !row.signedTx) return undefined;
  return { hash: row.txHash as Hex, nonce: row.txNonce, signed: row.signedTx as Hex };
}

function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(
    error.walk(
      (cause) => cause instanceof ExecutionRevertedError || cause instanceof ContractFunctionRevertedError,
    ),
  );
}

async function failPayout(deps: AppDeps, id: string, reason: string): Promise<void> {
  await moveExchange(deps.db, id, 'PAYING', 'FAILED', { failureReason: reason });
}

/**
 * Signs a new transfer under the treasury lock, records it (hash, nonce, bytes) while the exchange is
 * PAYING with the transaction last seen, and only then broadcasts. A crash after recording leaves a
 * transaction the next run finds on chain, or rebroadcasts as is, or knows can never be mined.
 */
async function sendNewTransfer(
  deps: AppDeps,
  chain: Chain,
  row: ExchangeRow,
  hooks: PayoutHooks,
): Promise<SignedTransfer | undefined> {
  return withTreasuryLock(deps.db, chain, async () => {
    let transfer: SignedTransfer;
    try {
      transfer = await signTreasuryTransfer(chain, row.payoutAddress as Address, BigInt(row.tokenAmountWei));
    } catch (error) {
      if (!isRevert(error)) throw error;
      await failPayout(deps, row.id, 'The treasury transfer would revert (is the treasury funded?)');
      return undefined;
    }
    if (!(await recordPayoutTx(deps.db, row.id, row.txHash, transfer))) return undefined;
    await hooks.afterRecord?.();
    await broadcastTransfer(chain, transfer);
    await hooks.afterBroadcast?.();
    return transfer;
  });
}

/**
 * The transaction that pays this exchange: the recorded one when it is mined, pending or can still be
 * broadcast; a new one when the recorded one can never pay (superseded, or reverted on a staff retry).
 */
async function ensureTransferSent(
  deps: AppDeps,
  chain: Chain,
  row: ExchangeRow,
  resumed: boolean,
  hooks: PayoutHooks,
): Promise<SignedTransfer | undefined> {
  const recorded = recordedTransfer(row);
  if (recorded) {
    const found = await lookUpTransfer(chain, recorded);
    if (found.state === 'succeeded' || found.state === 'pending') return recorded;
    if (found.state === 'unseen') {
      await broadcastTransfer(chain, recorded);
      return recorded;
    }
    if (found.state === 'reverted' && resumed) {
      await failPayout(deps, row.id, `The payout transaction ${recorded.hash} reverted`);
      return undefined;
    }
  }
  return sendNewTransfer(deps, chain, row, hooks);
}

/** Takes an APPROVED exchange (→ PAYING), or resumes one already PAYING; anything else is not ours. */
async function claimPayout(
  deps: AppDeps,
  id: string,
): Promise<{ row: ExchangeRow; resumed: boolean } | undefined> {
  const claimed = await moveExchange(deps.db, id, 'APPROVED', 'PAYING', { failureReason: null });
  if (claimed) return { row: claimed, resumed: false };
  const row = await findExchange(deps.db, id);
  return row?.status === 'PAYING' ? { row, resumed: true } : undefined;
}

/**
 * The exchange.payout job: transfers the exchange's ARTFI from the treasury to its payout address, waits
 * for the receipt with CHAIN_CONFIRMATIONS and settles. Safe to run any number of times for one exchange.
 */
export async function runPayout(deps: AppDeps, exchangeId: string, hooks: PayoutHooks = {}): Promise<void> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const claimed = await claimPayout(deps, exchangeId);
  if (!claimed) return;
  const transfer = await ensureTransferSent(deps, chain, claimed.row, claimed.resumed, hooks);
  if (!transfer) return;
  const receipt = await awaitTransfer(chain, transfer.hash);
  if (receipt.status !== 'success') {
    await failPayout(deps, exchangeId, `The payout transaction ${transfer.hash} reverted`);
    return;
  }
  await deps.db.transaction((tx) => settleInTransaction(tx, claimed.row, 'PAYING', transfer.hash));
}
