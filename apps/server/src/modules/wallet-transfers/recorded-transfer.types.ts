import type { Address, Hex, TransactionReceipt } from 'viem';
import type { SignedTransfer } from '../wallet-chain/treasury-transfer.js';

export type { SignedTransfer };

/** A transaction signed for one payment, with the ARTFI (base units) it moves. */
export interface SignedPayment {
  transfer: SignedTransfer;
  amount: bigint;
}

/** Why the runner closes a payment as failed; each store words it for its own rows. */
export type TransferFailure =
  /** Mined, and reverted. */
  | { cause: 'reverted'; hash: Hex }
  /** Never mined: its nonce was used by another transaction. */
  | { cause: 'superseded'; hash: Hex }
  /** The node refused the broadcast and has never seen the transaction (first line of its answer). */
  | { cause: 'refused'; message: string };

/** What a recorded transaction that can never pay turned out to be. */
export type DeadTransfer = 'reverted' | 'superseded';

/** Test seams around the broadcast: the crash tests kill the process at these points. */
export interface TransferHooks {
  afterRecord?: () => Promise<void>;
  afterBroadcast?: () => Promise<void>;
}

/** The row another worker recorded first is followed (`broadcast: false`); ours is never sent. */
export interface RecordOutcome<Row> {
  row: Row;
  broadcast: boolean;
}

/**
 * One payment's rows, kept in its owner's table by its owner's repository. The runner only asks through
 * these five calls, so a new kind of payment brings its table and this store, never a copy of the runner.
 */
export interface TransferStore<Row> {
  /** The transaction recorded on the row; undefined before the first one. */
  recordedOn(row: Row): SignedTransfer | undefined;
  /** Whether the row still waits for its transaction; a closed row is answered as it is. */
  isOpen(row: Row): boolean;
  /**
   * Records a freshly signed transaction before its broadcast, guarded by the payment's idempotency key
   * (the row in its paying state with the transaction last seen, or a unique purpose key). Undefined: the
   * payment moved on meanwhile and there is nothing to send.
   */
  record(signed: SignedPayment): Promise<RecordOutcome<Row> | undefined>;
  /** Closes the row as paid by the mined transaction. */
  confirm(row: Row, receipt: TransactionReceipt): Promise<Row>;
  /** Closes the row as failed. */
  fail(row: Row, failure: TransferFailure): Promise<Row>;
}

/** Who signs one payment, and the three points where the users of the runner choose differently. */
export interface TransferPlan {
  /** The signing address: its lock orders the nonces, its mined count tells a superseded transaction. */
  signer: Address;
  /** Called under the signer's lock: the transaction to send now; undefined when there is nothing to send. */
  sign(): Promise<SignedPayment | undefined>;
  /** A recorded transaction that can never pay: sign a replacement, or close the payment as failed. */
  whenDead(state: DeadTransfer): 'sign-again' | 'fail';
  /** A node refusing the broadcast: `throw` leaves the payment for its job's retry, `fail` closes it. */
  onRefused: 'throw' | 'fail';
  /** The wait for the receipt failing: `throw` (the job retries) or `keep-open` (a later resume settles). */
  onWaitError: 'throw' | 'keep-open';
}

/** One run of the runner: the store and plan of one payment, and its row when it exists before signing. */
export interface RecordedTransferRun<Row> {
  store: TransferStore<Row>;
  plan: TransferPlan;
  /** A claimed payout's row (it may hold a recorded transaction); undefined signs and records at once. */
  row?: Row | undefined;
  hooks?: TransferHooks | undefined;
}

/** Thrown when the chain is down: the job fails and pg-boss retries it later. */
export class ChainUnavailableError extends Error {
  constructor() {
    super('chain unavailable: the payout stays queued');
  }
}
