import {
  encodeFunctionData,
  isAddressEqual,
  keccak256,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import type { Database } from '../../db/database.js';
import { lockTreasury } from './chain.repository.js';
import type { Chain } from './chain-client.js';

/** A signed treasury transaction, recorded before it is broadcast. */
export interface SignedTransfer {
  hash: Hex;
  nonce: number;
  signed: Hex;
}

/** What the chain says about a recorded transaction. */
export type TransferState =
  | { state: 'succeeded'; receipt: TransactionReceipt }
  | { state: 'reverted'; receipt: TransactionReceipt }
  /** Known to the node, not mined yet. */
  | { state: 'pending' }
  /** Its nonce was used by another transaction: this one can never be mined. */
  | { state: 'superseded' }
  /** Never seen and its nonce still free: it can be (re)broadcast as is. */
  | { state: 'unseen' };

// In-process queue per treasury, in front of the database lock: only one connection per process ever waits on
// the advisory lock, so waiting senders cannot take the pool's last connection the lock holder needs to record.
const localQueues = new Map<string, Promise<unknown>>();

function inProcessQueue<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = localQueues.get(key) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  localQueues.set(key, settled);
  void settled.then(() => {
    if (localQueues.get(key) === settled) localQueues.delete(key);
  });
  return next;
}

/**
 * Runs `send` while holding the treasury's lock: first this process's queue, then a transaction-scoped
 * PostgreSQL advisory lock on its own connection, so every process that signs for this treasury on this chain
 * takes turns and a nonce read from the chain's pending count is never handed to two transactions. `send`
 * records and broadcasts inside.
 */
export function withTreasuryLock<T>(db: Database, chain: Chain, send: () => Promise<T>): Promise<T> {
  return withSignerLock(db, chain, chain.treasury.address, send);
}

/**
 * The same turn-taking for any address the server signs for (a custodial wallet sending or burning): its
 * nonce and its balance are read under this lock, so parallel sends from one wallet never share a nonce
 * or spend the same tokens twice.
 */
export function withSignerLock<T>(
  db: Database,
  chain: Chain,
  address: Address,
  send: () => Promise<T>,
): Promise<T> {
  const key = `${chain.chainId}:${address.toLowerCase()}`;
  return inProcessQueue(key, () =>
    db.transaction(async (lockTx) => {
      await lockTreasury(lockTx, chain.chainId, address);
      return send();
    }),
  );
}

/** Signs an ARTFI transfer from the treasury with the chain's next pending nonce (call under the lock). */
export async function signTreasuryTransfer(
  chain: Chain,
  to: Address,
  amount: bigint,
): Promise<SignedTransfer> {
  const nonce = await chain.publicClient.getTransactionCount({
    address: chain.treasury.address,
    blockTag: 'pending',
  });
  const data = encodeFunctionData({ abi: chain.artifact.abi, functionName: 'transfer', args: [to, amount] });
  const request = await chain.walletClient.prepareTransactionRequest({
    to: chain.tokenAddress,
    data,
    nonce,
    chain: chain.walletClient.chain,
    account: chain.treasury,
  });
  const signed = await chain.walletClient.signTransaction(request);
  return { hash: keccak256(signed), nonce, signed };
}

/** Broadcasts signed bytes; a node that already has them (or mined them) is not an error. */
export async function broadcastTransfer(
  chain: Chain,
  transfer: SignedTransfer,
  from: Address = chain.treasury.address,
): Promise<void> {
  try {
    await chain.publicClient.sendRawTransaction({ serializedTransaction: transfer.signed });
  } catch (error) {
    const state = await lookUpTransfer(chain, transfer, from);
    if (state.state === 'unseen') throw error;
  }
}

async function receiptOf(chain: Chain, hash: Hex): Promise<TransactionReceipt | undefined> {
  try {
    return await chain.publicClient.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

async function isKnown(chain: Chain, hash: Hex): Promise<boolean> {
  try {
    await chain.publicClient.getTransaction({ hash });
    return true;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return false;
    throw error;
  }
}

/**
 * Looks a recorded transaction up: mined (and how), pending, superseded by its nonce, or unseen. `from`
 * is its signer (the treasury unless said otherwise).
 */
export async function lookUpTransfer(
  chain: Chain,
  transfer: SignedTransfer,
  from: Address = chain.treasury.address,
): Promise<TransferState> {
  const receipt = await receiptOf(chain, transfer.hash);
  if (receipt) return { state: receipt.status === 'success' ? 'succeeded' : 'reverted', receipt };
  if (await isKnown(chain, transfer.hash)) return { state: 'pending' };
  const mined = await chain.publicClient.getTransactionCount({ address: from, blockTag: 'latest' });
  // A receipt may land between the two reads; only a nonce used with no receipt for our hash is "superseded".
  if (mined > transfer.nonce) {
    const late = await receiptOf(chain, transfer.hash);
    if (late) return { state: late.status === 'success' ? 'succeeded' : 'reverted', receipt: late };
    return { state: 'superseded' };
  }
  return { state: 'unseen' };
}

/**
 * Waits for the receipt with the configured confirmations. viem's wait polls through a node that stopped
 * answering until its timeout, silently; a watch on the block number stops the wait with the node's error
 * instead, as soon as one poll fails after the transport's retries, so the payment shows why it waits and
 * its job retries.
 */
export async function awaitTransfer(chain: Chain, hash: Hex): Promise<TransactionReceipt> {
  const nodeLost = new AbortController();
  const unwatch = chain.publicClient.watchBlockNumber({
    poll: true,
    onBlockNumber: () => undefined,
    onError: (error) => {
      nodeLost.abort(error);
    },
  });
  try {
    return await chain.publicClient.waitForTransactionReceipt({
      hash,
      confirmations: chain.confirmations,
      timeout: 120_000,
      signal: nodeLost.signal,
    });
  } finally {
    unwatch();
  }
}

/** Whether a mined, successful transaction moved exactly `amount` ARTFI from the treasury to `to`. */
export async function verifyTreasuryTransfer(
  chain: Chain,
  hash: Hex,
  to: Address,
  amount: bigint,
): Promise<boolean> {
  const receipt = await receiptOf(chain, hash);
  if (receipt?.status !== 'success') return false;
  const transfers = parseEventLogs({ abi: chain.artifact.abi, logs: receipt.logs, eventName: 'Transfer' });
  return transfers.some((log) => {
    const args = log.args as { from: Address; to: Address; value: bigint };
    return (
      isAddressEqual(log.address, chain.tokenAddress) &&
      isAddressEqual(args.from, chain.treasury.address) &&
      isAddressEqual(args.to, to) &&
      args.value === amount
    );
  });
}

/** An address's ARTFI balance in base units. */
export async function readTokenBalance(chain: Chain, address: Address): Promise<bigint> {
  return (await chain.publicClient.readContract({
    address: chain.tokenAddress,
    abi: chain.artifact.abi,
    functionName: 'balanceOf',
    args: [address],
  })) as bigint;
}
