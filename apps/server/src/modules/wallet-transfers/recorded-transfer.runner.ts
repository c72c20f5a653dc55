import { BaseError, HttpRequestError, TimeoutError, type Address, type Hex } from 'viem';
import type { Database } from '../../db/database.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import {
  awaitTransfer,
  broadcastTransfer,
  lookUpTransfer,
  signTreasuryTransfer,
  withSignerLock,
} from '../wallet-chain/treasury-transfer.js';
import type {
  DeadTransfer,
  RecordedTransferRun,
  SignedPayment,
  SignedTransfer,
  TransferPlan,
} from './recorded-transfer.types.js';

/** Broadcasts the recorded bytes; a refusal throws or closes the row, as the plan says. */
async function broadcastRecorded<Row>(
  chain: Chain,
  run: RecordedTransferRun<Row>,
  row: Row,
  transfer: SignedTransfer,
): Promise<Row> {
  try {
    await broadcastTransfer(chain, transfer, run.plan.signer);
    return row;
  } catch (error) {
    if (run.plan.onRefused === 'throw') throw error;
    const message = (error as Error).message.split('\n')[0] ?? '';
    return run.store.fail(row, { cause: 'refused', message });
  }
}

async function closeByReceipt<Row>(chain: Chain, run: RecordedTransferRun<Row>, row: Row, hash: Hex) {
  const receipt = await awaitTransfer(chain, hash);
  if (receipt.status === 'success') return run.store.confirm(row, receipt);
  return run.store.fail(row, { cause: 'reverted', hash });
}

/** Waits for the row's transaction (CHAIN_CONFIRMATIONS) and closes the row by its receipt. */
async function confirmRecorded<Row>(chain: Chain, run: RecordedTransferRun<Row>, row: Row): Promise<Row> {
  const recorded = run.store.recordedOn(row);
  if (!recorded || !run.store.isOpen(row)) return row;
  if (run.plan.onWaitError === 'throw') return closeByReceipt(chain, run, row, recorded.hash);
  try {
    return await closeByReceipt(chain, run, row, recorded.hash);
  } catch {
    return row;
  }
}

/**
 * Under the signer's lock: sign, record, and only then broadcast. A crash after recording leaves a
 * transaction the next run finds on chain, or broadcasts again as is, or knows can never be mined.
 */
function sendNew<Row>(db: Database, chain: Chain, run: RecordedTransferRun<Row>): Promise<Row | undefined> {
  return withSignerLock(db, chain, run.plan.signer, async () => {
    const signed = await run.plan.sign();
    if (!signed) return undefined;
    const recorded = await run.store.record(signed);
    if (!recorded?.broadcast) return recorded?.row;
    await run.hooks?.afterRecord?.();
    const row = await broadcastRecorded(chain, run, recorded.row, signed.transfer);
    await run.hooks?.afterBroadcast?.();
    return row;
  });
}

/**
 * A recorded transaction, looked up: mined or pending → waited for; never seen with its nonce free → the
 * same bytes broadcast again; dead (reverted, superseded) → closed as failed, or `sign-again`.
 */
async function resolveRecorded<Row>(
  chain: Chain,
  run: RecordedTransferRun<Row>,
  row: Row,
  recorded: SignedTransfer,
): Promise<Row | 'sign-again'> {
  const found = await lookUpTransfer(chain, recorded, run.plan.signer);
  if (found.state === 'succeeded' || found.state === 'pending') return confirmRecorded(chain, run, row);
  if (found.state === 'unseen') {
    return confirmRecorded(chain, run, await broadcastRecorded(chain, run, row, recorded));
  }
  if (run.plan.whenDead(found.state) === 'sign-again') return 'sign-again';
  return run.store.fail(row, { cause: found.state, hash: recorded.hash });
}

/**
 * The one recorded-transfer runner (decision 054): record the signed transaction under the payment's
 * idempotency key, broadcast, wait, close by the receipt. Resumes from what is recorded and never sends
 * a second transaction for a payment while its recorded one can still be mined. Answers the row as left
 * (undefined when nothing was recorded: nothing to send, or the payment moved on).
 */
export async function runRecordedTransfer<Row>(
  db: Database,
  chain: Chain,
  run: RecordedTransferRun<Row>,
): Promise<Row | undefined> {
  const { row, store } = run;
  if (row !== undefined) {
    if (!store.isOpen(row)) return row;
    const recorded = store.recordedOn(row);
    const resolved = recorded ? await resolveRecorded(chain, run, row, recorded) : 'sign-again';
    if (resolved !== 'sign-again') return resolved;
  }
  const sent = await sendNew(db, chain, run);
  return sent === undefined ? undefined : confirmRecorded(chain, run, sent);
}

/**
 * Whether an error says the chain node could not be reached (connection refused, an HTTP failure, a
 * timeout) rather than that it answered: such a payment waits for the node and its job retries.
 */
export function isNodeUnreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError));
}

/** Signs an ARTFI transfer of `amount` from the treasury to `to` (call under the treasury's lock). */
export async function signFromTreasury(chain: Chain, to: Address, amount: bigint): Promise<SignedPayment> {
  return { transfer: await signTreasuryTransfer(chain, to, amount), amount };
}

/**
 * The plan of a payment from the treasury (payouts, grants, and the merchandise and partner payments to
 * come): signed by the treasury, a refused broadcast or a lost wait left to the job's retry.
 */
export function treasuryPlan(
  chain: Chain,
  sign: () => Promise<SignedPayment | undefined>,
  whenDead: (state: DeadTransfer) => 'sign-again' | 'fail',
): TransferPlan {
  return { signer: chain.treasury.address, sign, whenDead, onRefused: 'throw', onWaitError: 'throw' };
}
