import { keccak256, type Address, type Hex, type LocalAccount } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import { awaitTransfer, withTreasuryLock, type SignedTransfer } from '../wallet-chain/treasury-transfer.js';
import { transferOfColumns } from '../wallet-transfers/recorded-columns.js';
import { runRecordedTransfer } from '../wallet-transfers/recorded-transfer.runner.js';
import type {
  RecordedTransferRun,
  TransferFailure,
  TransferHooks,
  TransferPlan,
  TransferStore,
} from '../wallet-transfers/recorded-transfer.types.js';
import {
  findCustodialTx,
  findCustodialTxById,
  insertCustodialTx,
  settleCustodialTx,
  sumPendingOutflow,
  type CustodialTxRow,
} from './custodial-tx.repository.js';

export type { CustodialTxRow };

/** The member's custodial transaction for one purpose, for modules that pay through it (the store). */
export function findCustodialPayment(deps: AppDeps, userId: string, purposeKey: string) {
  return findCustodialTx(deps.db, userId, purposeKey);
}

/** One spend from a custodial wallet: a send, a burn or a store payment. */
export interface CustodialSpend {
  userId: string;
  walletId: string;
  account: LocalAccount;
  /** `send:<Idempotency-Key>` or `burn:<run id>`: one transaction per member per purpose. */
  purposeKey: string;
  toAddress: string | null;
  /** The amount to spend out of what the wallet can spend now; 0 means nothing to send. May throw. */
  amountFrom(available: bigint): bigint;
  /** The ARTFI call data spending `amount`. */
  callFor(amount: bigint): Hex;
}

// A top-up buys this many times the estimated cost, so the next few sends need no top-up of their own.
const TOP_UP_FACTOR = 3n;

/**
 * ARTFI the wallet can still spend: its balance at one block, less what its recorded transactions not yet
 * mined by that block will take. Read under the wallet's lock, so two spends never count the same tokens.
 */
export async function spendableArtfi(deps: AppDeps, chain: Chain, address: Address): Promise<bigint> {
  const blockNumber = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
  const [balance, mined] = await Promise.all([
    chain.publicClient.readContract({
      address: chain.tokenAddress,
      abi: chain.artifact.abi,
      functionName: 'balanceOf',
      args: [address],
      blockNumber,
    }) as Promise<bigint>,
    chain.publicClient.getTransactionCount({ address, blockNumber }),
  ]);
  return balance - (await sumPendingOutflow(deps.db, address, mined));
}

/** The gas a call needs (with 20% headroom) and the fees it offers. */
export async function estimateCall(chain: Chain, from: Address, data: Hex) {
  const gas = await chain.publicClient.estimateGas({ account: from, to: chain.tokenAddress, data });
  const fees = await chain.publicClient.estimateFeesPerGas();
  return { gas: (gas * 12n) / 10n, ...fees };
}

/**
 * Funds the wallet's gas from the treasury when it holds less than `need` (decision 042). Not recorded
 * before broadcast: a crash here costs at most one extra top-up of gas, never ARTFI.
 */
async function fundGasIfShort(deps: AppDeps, chain: Chain, address: Address, need: bigint): Promise<void> {
  const have = await chain.publicClient.getBalance({ address, blockTag: 'pending' });
  if (have >= need) return;
  const hash = await withTreasuryLock(deps.db, chain, async () => {
    const nonce = await chain.publicClient.getTransactionCount({
      address: chain.treasury.address,
      blockTag: 'pending',
    });
    return chain.walletClient.sendTransaction({ to: address, value: need * TOP_UP_FACTOR - have, nonce });
  });
  await awaitTransfer(chain, hash);
}

async function signSpend(deps: AppDeps, chain: Chain, spend: CustodialSpend, amount: bigint) {
  const from = spend.account.address;
  const data = spend.callFor(amount);
  const fees = await estimateCall(chain, from, data);
  await fundGasIfShort(deps, chain, from, fees.gas * fees.maxFeePerGas);
  const nonce = await chain.publicClient.getTransactionCount({ address: from, blockTag: 'pending' });
  const signed = await spend.account.signTransaction({
    type: 'eip1559',
    chainId: chain.chainId,
    to: chain.tokenAddress,
    data,
    nonce,
    gas: fees.gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  });
  return { hash: keccak256(signed), nonce, signed } satisfies SignedTransfer;
}

/** Closes a SENT transaction; when another worker closed it first, answers their result. */
async function closeTx(
  deps: AppDeps,
  row: CustodialTxRow,
  to: 'CONFIRMED' | 'FAILED',
  reason: string | null = null,
): Promise<CustodialTxRow> {
  const closed = await settleCustodialTx(deps.db, row.id, to, reason);
  return closed ?? (await findCustodialTxById(deps.db, row.id)) ?? row;
}

function reasonOf(failure: TransferFailure): string {
  if (failure.cause === 'reverted') return 'The transaction reverted on chain';
  if (failure.cause === 'superseded') return 'Never mined: its nonce was used by another transaction';
  return `The network refused the transaction: ${failure.message}`.slice(0, 300);
}

/**
 * The member's custodial transactions as the runner sees them: a row is written only with its signed
 * transaction, once per member and purpose key; another worker's row for the same purpose is followed.
 */
function custodialStore(deps: AppDeps, spend?: CustodialSpend): TransferStore<CustodialTxRow> {
  return {
    recordedOn: transferOfColumns,
    isOpen: (row) => row.status === 'SENT',
    record: async ({ transfer, amount }) => {
      if (!spend) return undefined;
      const row = await insertCustodialTx(deps.db, {
        userId: spend.userId,
        walletId: spend.walletId,
        fromAddress: spend.account.address,
        toAddress: spend.toAddress,
        amountWei: amount.toString(),
        purposeKey: spend.purposeKey,
        txHash: transfer.hash,
        txNonce: transfer.nonce,
        signedTx: transfer.signed,
      });
      if (row) return { row, broadcast: true };
      // Someone recorded this purpose first: theirs is the transaction, ours is never broadcast.
      const theirs = await findCustodialTx(deps.db, spend.userId, spend.purposeKey);
      return theirs && { row: theirs, broadcast: false };
    },
    confirm: (row) => closeTx(deps, row, 'CONFIRMED'),
    fail: (row, failure) => closeTx(deps, row, 'FAILED', reasonOf(failure)),
  };
}

/**
 * A custodial wallet's plan: nothing is ever signed twice for one purpose (a dead transaction fails the
 * row), a refused broadcast fails it, and a wait that times out leaves it SENT for the sweep.
 */
function custodialPlan(signer: Address, sign: TransferPlan['sign']): TransferPlan {
  return { signer, sign, whenDead: () => 'fail', onRefused: 'fail', onWaitError: 'keep-open' };
}

/** Under the wallet's lock: the amount from the spendable balance, then gas and the signature. */
function signFromWallet(deps: AppDeps, chain: Chain, spend: CustodialSpend): TransferPlan['sign'] {
  return async () => {
    const amount = spend.amountFrom(await spendableArtfi(deps, chain, spend.account.address));
    if (amount <= 0n) return undefined;
    return { transfer: await signSpend(deps, chain, spend, amount), amount };
  };
}

/** Spends from a custodial wallet and waits for the receipt; undefined when there was nothing to spend. */
export function spendFromCustodialWallet(
  deps: AppDeps,
  chain: Chain,
  spend: CustodialSpend,
  hooks: TransferHooks = {},
): Promise<CustodialTxRow | undefined> {
  const plan = custodialPlan(spend.account.address, signFromWallet(deps, chain, spend));
  return runRecordedTransfer(deps.db, chain, { store: custodialStore(deps, spend), plan, hooks });
}

/**
 * Resolves a recorded transaction against the chain (a retried request, the sweep, a resumed burn): mined
 * → closed; pending → waited for; never seen with its nonce free → the same bytes broadcast again;
 * superseded → FAILED. Never signs a second transaction for the same purpose.
 */
export async function resumeCustodialTx(
  deps: AppDeps,
  chain: Chain,
  row: CustodialTxRow,
): Promise<CustodialTxRow> {
  const plan = custodialPlan(row.fromAddress as Address, () => Promise.resolve(undefined));
  const run: RecordedTransferRun<CustodialTxRow> = { store: custodialStore(deps), plan, row };
  return (await runRecordedTransfer(deps.db, chain, run)) ?? row;
}
