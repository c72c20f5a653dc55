import { CHAIN_NODE_WAIT_REASON } from '@streamit/contract';
import type { TransactionReceipt } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import { transferOfColumns, withTransfer, type RecordedColumns } from './recorded-columns.js';
import { isNodeUnreachable, runRecordedTransfer } from './recorded-transfer.runner.js';
import {
  ChainUnavailableError,
  type RecordedTransferRun,
  type SignedTransfer,
  type TransferFailure,
  type TransferHooks,
  type TransferStore,
} from './recorded-transfer.types.js';

/** A payment row a job claims into PAYING and closes from it (exchange payouts, treasury grants). */
export interface PayingRow extends RecordedColumns {
  id: string;
  status: string;
}

/** What the owner's repository does for one claimed row; the store around it is the same for every such payment. */
export interface PayingRowWrites<Row> {
  /** `payout`, `grant`: a failure reads `The <noun> transaction 0x… reverted`, as the rows always said. */
  noun: string;
  /** Records the transaction while the row is PAYING with the one `claimed` holds; false when it moved on. */
  record(claimed: Row, transfer: SignedTransfer): Promise<boolean>;
  /** Closes the row as paid by the mined transaction. */
  settle(row: Row, receipt: TransactionReceipt): Promise<Row>;
  /** Closes the row as failed with the reason shown to staff. */
  fail(row: Row, reason: string): Promise<Row>;
}

/** The reason a PAYING row's failure is stored with. */
export function payingFailureReason(noun: string, failure: TransferFailure): string {
  return failure.cause === 'refused' ? failure.message : `The ${noun} transaction ${failure.hash} reverted`;
}

/** The store of a claimed PAYING row: open until closed, the transaction recorded in its own columns. */
export function payingRowStore<Row extends PayingRow>(
  claimed: Row,
  writes: PayingRowWrites<Row>,
): TransferStore<Row> {
  return {
    recordedOn: transferOfColumns,
    isOpen: (row) => row.status === 'PAYING',
    record: async ({ transfer }) => {
      if (!(await writes.record(claimed, transfer))) return undefined;
      return { row: withTransfer(claimed, transfer), broadcast: true };
    },
    confirm: (row, receipt) => writes.settle(row, receipt),
    fail: (row, failure) => writes.fail(row, payingFailureReason(writes.noun, failure)),
  };
}

/** One job's payment: how it claims its row, builds its run, and notes why it waits for the node. */
export interface ClaimedTransfer<Claim, Row> {
  /** The claimed row (moved into PAYING, or already PAYING to resume); undefined: not this job's. */
  claim(): Promise<Claim | undefined>;
  run(chain: Chain, claimed: Claim): RecordedTransferRun<Row>;
  /** Notes the reason on a PAYING row, leaving updated_at for the sweeper. */
  noteWait(reason: string): Promise<void>;
}

/**
 * A job's claimed payment through the runner. Safe to run any number of times: the transaction is
 * recorded before it is broadcast and looked up on every resume. A node that does not answer leaves the
 * row PAYING with the reason, and the error makes the job retry.
 */
export async function runClaimedTransfer<Claim, Row>(
  deps: AppDeps,
  payment: ClaimedTransfer<Claim, Row>,
  hooks: TransferHooks = {},
): Promise<void> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const claimed = await payment.claim();
  if (!claimed) return;
  try {
    await runRecordedTransfer(deps.db, chain, { ...payment.run(chain, claimed), hooks });
  } catch (error) {
    if (isNodeUnreachable(error)) await payment.noteWait(CHAIN_NODE_WAIT_REASON);
    throw error;
  }
}
