import {
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  type Address,
  type Hex,
} from 'viem';
import { CHAIN_NODE_WAIT_REASON } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import {
  isNodeUnreachable,
  runRecordedTransfer,
  signFromTreasury,
  treasuryPlan,
} from '../wallet-transfers/recorded-transfer.runner.js';
import {
  ChainUnavailableError,
  type RecordedTransferRun,
  type SignedPayment,
  type TransferFailure,
  type TransferHooks,
  type TransferStore,
} from '../wallet-transfers/recorded-transfer.types.js';
import {
  findExchange,
  moveExchange,
  notePayoutWait,
  recordPayoutTx,
  type ExchangeRow,
} from './exchange.repository.js';
import { settleInTransaction } from './exchange-settlement.service.js';
import { transferOfColumns, withTransfer } from '../wallet-transfers/recorded-columns.js';

/** Test seams around the broadcast, used by the crash test to kill the process at those points. */
export type PayoutHooks = TransferHooks;

function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(
    error.walk(
      (cause) => cause instanceof ExecutionRevertedError || cause instanceof ContractFunctionRevertedError,
    ),
  );
}

function reasonOf(failure: TransferFailure): string {
  return failure.cause === 'refused' ? failure.message : `The payout transaction ${failure.hash} reverted`;
}

async function failPayout(deps: AppDeps, row: ExchangeRow, reason: string): Promise<ExchangeRow> {
  return (await moveExchange(deps.db, row.id, 'PAYING', 'FAILED', { failureReason: reason })) ?? row;
}

/** The exchange's row as the runner sees it: PAYING until settled, the transaction recorded on it. */
function exchangeStore(deps: AppDeps, claimed: ExchangeRow): TransferStore<ExchangeRow> {
  return {
    recordedOn: transferOfColumns,
    isOpen: (row) => row.status === 'PAYING',
    record: async ({ transfer }) => {
      if (!(await recordPayoutTx(deps.db, claimed.id, claimed.txHash, transfer))) return undefined;
      return { row: withTransfer(claimed, transfer), broadcast: true };
    },
    confirm: async (row) => {
      await deps.db.transaction((tx) => settleInTransaction(tx, claimed, 'PAYING', row.txHash as Hex));
      return row;
    },
    fail: (row, failure) => failPayout(deps, row, reasonOf(failure)),
  };
}

/** Signs the payout; a transfer that would revert (an unfunded treasury) fails the exchange instead. */
async function signPayout(deps: AppDeps, chain: Chain, row: ExchangeRow): Promise<SignedPayment | undefined> {
  try {
    return await signFromTreasury(chain, row.payoutAddress as Address, BigInt(row.tokenAmountWei));
  } catch (error) {
    if (!isRevert(error)) throw error;
    await failPayout(deps, row, 'The treasury transfer would revert (is the treasury funded?)');
    return undefined;
  }
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
 * A claimed payout for the runner. A superseded transaction is signed again; a reverted one fails a
 * resumed payout, while a staff retry (claimed again from APPROVED) signs a new one.
 */
function payoutRun(deps: AppDeps, chain: Chain, claimed: { row: ExchangeRow; resumed: boolean }) {
  const { row, resumed } = claimed;
  const plan = treasuryPlan(
    chain,
    () => signPayout(deps, chain, row),
    (state) => (state === 'reverted' && resumed ? 'fail' : 'sign-again'),
  );
  return { store: exchangeStore(deps, row), plan, row } satisfies RecordedTransferRun<ExchangeRow>;
}

/**
 * The exchange.payout job: transfers the exchange's ARTFI from the treasury to its payout address through
 * the recorded-transfer runner, waits for the receipt with CHAIN_CONFIRMATIONS and settles. Safe to run
 * any number of times for one exchange. A node that does not answer leaves it PAYING with the reason.
 */
export async function runPayout(deps: AppDeps, exchangeId: string, hooks: PayoutHooks = {}): Promise<void> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const claimed = await claimPayout(deps, exchangeId);
  if (!claimed) return;
  try {
    await runRecordedTransfer(deps.db, chain, { ...payoutRun(deps, chain, claimed), hooks });
  } catch (error) {
    // The node is down: the payout stays PAYING with the reason shown, and the job's retry resumes it.
    if (isNodeUnreachable(error)) await notePayoutWait(deps.db, exchangeId, CHAIN_NODE_WAIT_REASON);
    throw error;
  }
}
