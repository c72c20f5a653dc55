import {
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  type Address,
  type Hex,
} from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import { signFromTreasury, treasuryPlan } from '../wallet-transfers/recorded-transfer.runner.js';
import type {
  RecordedTransferRun,
  SignedPayment,
  TransferHooks,
} from '../wallet-transfers/recorded-transfer.types.js';
import { payingRowStore, runClaimedTransfer } from '../wallet-transfers/claimed-transfer.runner.js';
import {
  findExchange,
  moveExchange,
  notePayoutWait,
  recordPayoutTx,
  type ExchangeRow,
} from './exchange.repository.js';
import { settleInTransaction } from './exchange-settlement.service.js';

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

async function failPayout(deps: AppDeps, row: ExchangeRow, reason: string): Promise<ExchangeRow> {
  return (await moveExchange(deps.db, row.id, 'PAYING', 'FAILED', { failureReason: reason })) ?? row;
}

/** The exchange's row as the runner sees it: PAYING until settled in the ledger. */
function exchangeStore(deps: AppDeps, claimed: ExchangeRow) {
  return payingRowStore(claimed, {
    noun: 'payout',
    record: (row, transfer) => recordPayoutTx(deps.db, row, transfer),
    settle: async (row) => {
      await deps.db.transaction((tx) => settleInTransaction(tx, claimed, 'PAYING', row.txHash as Hex));
      return row;
    },
    fail: (row, reason) => failPayout(deps, row, reason),
  });
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
export function runPayout(deps: AppDeps, exchangeId: string, hooks: PayoutHooks = {}): Promise<void> {
  const payment = {
    claim: () => claimPayout(deps, exchangeId),
    run: (chain: Chain, claimed: { row: ExchangeRow; resumed: boolean }) => payoutRun(deps, chain, claimed),
    noteWait: (reason: string) => notePayoutWait(deps.db, exchangeId, reason),
  };
  return runClaimedTransfer(deps, payment, hooks);
}
