import { encodeFunctionData, type Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import { openCustodialAccount } from '../wallet-custody/wallet-secrets.service.js';
import type { WalletRow } from '../wallet-custody/wallets.queries.js';
import {
  findCustodialPayment,
  resumeCustodialTx,
  spendableArtfi,
  spendFromCustodialWallet,
  type CustodialTxRow,
} from '../wallet-tokens/custodial-tx.service.js';
import { requireChain, requireCustodialWallet } from '../wallet-tokens/wallet-send.service.js';
import { queueOrderEmail } from './store-emails.js';
import {
  claimArtfiPayment,
  findOrder,
  listArtfiPaymentsInFlight,
  moveOrder,
  returnStockOf,
  type OrderRow,
} from './store-orders.repository.js';

/** Checks, before a checkout takes any stock, that the member's custodial wallet can pay an ARTFI total. */
export type ArtfiCheck = (totalWei: bigint) => Promise<void>;

/** The custodial transaction's purpose key: one payment per order, whatever the number of calls. */
const purposeOf = (orderId: string) => `store:pay:${orderId}`;

// A claimed payment with nothing recorded after this long was lost before signing (a crash): released.
const LOST_CLAIM_MS = 10 * 60_000;

/** The ARTFI check of a checkout: the chain is up, the member has a custodial wallet that holds enough. */
export async function artfiCheckFor(deps: AppDeps, userId: string): Promise<ArtfiCheck> {
  const chain = requireChain(deps);
  const wallet = await requireCustodialWallet(deps, userId);
  return async (total) => {
    if ((await spendableArtfi(deps, chain, wallet.address as Address)) < total)
      throw new AppError('STORE_NOT_ENOUGH_ARTFI');
  };
}

/** Cancels an order nothing was paid for and puts its units back; null when it had moved on. */
async function releaseUnpaid(deps: AppDeps, orderId: string, reason: string): Promise<OrderRow | null> {
  return deps.db.transaction(async (tx) => {
    const changes = { cancelledAt: new Date(), closeReason: reason, reservedUntil: null };
    const moved = await moveOrder(tx, orderId, ['PENDING_PAYMENT'], 'CANCELLED', changes);
    if (!moved) return null;
    await returnStockOf(tx, orderId);
    await queueOrderEmail(tx, deps.config, moved);
    return moved;
  });
}

const reread = async (deps: AppDeps, order: OrderRow) => (await findOrder(deps.db, order.id)) ?? order;

/** Closes the order by its custodial transaction: confirmed → PAID, failed → released, sent → waits. */
async function applyPayment(deps: AppDeps, order: OrderRow, tx: CustodialTxRow): Promise<OrderRow> {
  const paid = { paymentTxHash: tx.txHash, payerAddress: tx.fromAddress };
  if (tx.status === 'CONFIRMED') {
    const changes = { ...paid, paidAt: new Date() };
    const moved = await deps.db.transaction(async (db) => {
      const row = await moveOrder(db, order.id, ['PENDING_PAYMENT'], 'PAID', changes);
      if (row) await queueOrderEmail(db, deps.config, row);
      return row;
    });
    return moved ?? reread(deps, order);
  }
  if (tx.status === 'FAILED') {
    const reason = `The ARTFI payment failed: ${tx.failureReason ?? 'unknown'}`;
    return (await releaseUnpaid(deps, order.id, reason)) ?? reread(deps, order);
  }
  const waiting = await moveOrder(deps.db, order.id, ['PENDING_PAYMENT'], 'PENDING_PAYMENT', paid);
  return waiting ?? reread(deps, order);
}

/** Signs, records and sends `transfer(treasury, total)` from the member's wallet through the runner. */
async function spendFor(deps: AppDeps, chain: Chain, order: OrderRow, wallet: WalletRow) {
  const total = BigInt(order.totalArtfiWei);
  const treasury = chain.treasury.address;
  try {
    const tx = await spendFromCustodialWallet(deps, chain, {
      userId: order.userId,
      walletId: wallet.id,
      account: openCustodialAccount(deps, wallet),
      purposeKey: purposeOf(order.id),
      toAddress: treasury,
      amountFrom: (available) => {
        if (available < total) throw new AppError('STORE_NOT_ENOUGH_ARTFI');
        return total;
      },
      callFor: (amount) =>
        encodeFunctionData({ abi: chain.artifact.abi, functionName: 'transfer', args: [treasury, amount] }),
    });
    if (!tx) throw new AppError('STORE_NOT_ENOUGH_ARTFI');
    return await applyPayment(deps, order, tx);
  } catch (error) {
    // Nothing recorded: no token can move for this order any more, so its stock goes back at once.
    if (!(await findCustodialPayment(deps, order.userId, purposeOf(order.id))))
      await releaseUnpaid(deps, order.id, 'The ARTFI payment failed.');
    throw error;
  }
}

/**
 * A started payment, looked at again (a replayed call, the store job): its recorded transaction resumed
 * and the order closed by it; a claim that never recorded anything is released after LOST_CLAIM_MS.
 */
export async function settleArtfiPayment(deps: AppDeps, chain: Chain, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'PENDING_PAYMENT' || !order.paymentStartedAt) return order;
  const recorded = await findCustodialPayment(deps, order.userId, purposeOf(order.id));
  if (!recorded) {
    if (Date.now() - order.paymentStartedAt.getTime() < LOST_CLAIM_MS) return order;
    return (await releaseUnpaid(deps, order.id, 'The ARTFI payment was never sent.')) ?? order;
  }
  const tx = recorded.status === 'SENT' ? await resumeCustodialTx(deps, chain, recorded) : recorded;
  return applyPayment(deps, order, tx);
}

/** The order was not claimed by this call: a parallel call's payment is followed, an expired hold released. */
async function followUnclaimed(deps: AppDeps, chain: Chain, order: OrderRow): Promise<OrderRow> {
  const current = await reread(deps, order);
  if (current.paymentStartedAt) return settleArtfiPayment(deps, chain, current);
  if (current.status !== 'PENDING_PAYMENT') return current;
  await releaseUnpaid(deps, order.id, 'The hold on the items ran out before payment.');
  throw new AppError('STORE_RESERVATION_EXPIRED');
}

/**
 * POST /store/orders/:id/pay for an order priced in ARTFI (decision 062, amended): one call claims the
 * payment (the hold stops expiring, since tokens may now move), then the member's custodial wallet pays
 * the treasury through the recorded-transfer runner under the order's purpose key, so any replay or
 * parallel call follows that one transaction and never pays twice. Confirmed → PAID; failed or refused →
 * cancelled with the stock back; still unmined → PENDING_PAYMENT with its transaction, settled by the job.
 */
export async function payOrderInArtfi(deps: AppDeps, order: OrderRow): Promise<OrderRow> {
  const chain = requireChain(deps);
  if (order.status !== 'PENDING_PAYMENT') return order;
  if (order.paymentStartedAt) return settleArtfiPayment(deps, chain, order);
  const wallet = await requireCustodialWallet(deps, order.userId);
  const claimed = await claimArtfiPayment(deps.db, order.id);
  if (!claimed) return followUnclaimed(deps, chain, order);
  return spendFor(deps, chain, claimed, wallet);
}

/** store.expire-holds, beside the expiry: every ARTFI payment still in flight settled by its transaction. */
export async function settleArtfiPayments(deps: AppDeps): Promise<void> {
  if (!deps.chain) return;
  for (const order of await listArtfiPaymentsInFlight(deps.db))
    await settleArtfiPayment(deps, deps.chain, order);
}
