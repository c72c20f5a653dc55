import type { StoreOrderStatus } from '@streamit/contract';
import type PgBoss from 'pg-boss';
import type { Database, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { memberLockKey } from '../points/points-accounts.js';
import { postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import {
  expireHolds,
  findOrder,
  lockOnKey,
  moveOrder,
  returnStockOf,
  type OrderRow,
} from './store-orders.repository.js';
import { insertGrant } from '../wallet-chain/chain.queries.js';
import { queueOrderEmail, type StoreMailConfig } from './store-emails.js';
import { sendGrantJob } from '../wallet-chain/treasury-grant-queue.js';

/** Where a cancel and a refund may start from (STORE_ORDER_TRANSITIONS). */
const CLOSE_FROM: Record<'CANCELLED' | 'REFUNDED', readonly StoreOrderStatus[]> = {
  CANCELLED: ['PENDING_PAYMENT', 'PAID', 'FULFILLING'],
  REFUNDED: ['PAID', 'FULFILLING', 'SHIPPED', 'DELIVERED'],
};

/** Units still in the warehouse go back on sale; shipped ones are gone. */
const NOT_SHIPPED: readonly StoreOrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'FULFILLING'];

/**
 * Cancels or refunds an order in the caller's transaction, under the member's points lock: one conditional
 * move (a second close finds it moved and is refused), the units back on sale if they never left, and the
 * points paid back to the member through the ledger, exactly the payment's amount, under a key of the order
 * so it can never be returned twice, and the member told by e-mail. `from` narrows the statuses allowed (a
 * member may only cancel unpaid).
 */
export async function closeOrderInTransaction(
  tx: Transaction,
  mail: StoreMailConfig,
  order: Pick<OrderRow, 'id' | 'userId'>,
  to: 'CANCELLED' | 'REFUNDED',
  reason: string,
  from: readonly StoreOrderStatus[] = CLOSE_FROM[to],
): Promise<OrderRow> {
  await lockOnKey(tx, memberLockKey(order.userId));
  const current = await findOrder(tx, order.id, { lock: true });
  if (!current) throw new AppError('STORE_ORDER_NOT_FOUND');
  // Tokens may be moving for it: only its transaction can close it (store-artfi-payment.service.ts).
  if (current.status === 'PENDING_PAYMENT' && current.paymentStartedAt)
    throw new AppError('STORE_ORDER_STATE');
  const at = new Date();
  const stamp = to === 'CANCELLED' ? { cancelledAt: at } : { refundedAt: at };
  const allowed = from.filter((status) => CLOSE_FROM[to].includes(status));
  const moved = await moveOrder(tx, order.id, allowed, to, { ...stamp, closeReason: reason });
  if (!moved) throw new AppError('STORE_ORDER_STATE');
  if (NOT_SHIPPED.includes(current.status as StoreOrderStatus)) await returnStockOf(tx, order.id);
  await queueOrderEmail(tx, mail, moved);
  if (!moved.paymentPostingId || moved.totalPoints === 0) return moved;
  const { posting } = await postPoints(tx, {
    kind: 'reverse',
    source: 'store',
    idempotencyKey: `store:return:${order.id}`,
    ...buildLedgerReason(to === 'REFUNDED' ? 'storeRefund' : 'storeCancelled', {}),
    breakdown: { orderId: order.id },
    reversesPostingId: moved.paymentPostingId,
    lines: [
      { platform: 'STORE', amount: -moved.totalPoints },
      { member: order.userId, amount: moved.totalPoints },
    ],
  });
  const closed = await moveOrder(tx, order.id, [to], to, { refundPostingId: posting.id });
  return closed ?? moved;
}

/**
 * The ARTFI an order was paid with goes back to the wallet that paid it: a STORE_REFUND treasury grant,
 * written with its job in the closing transaction and paid by the treasury.grant job through the
 * recorded-transfer runner (decision 054). Its key (`store:return:<order id>`) is unique, so never twice.
 */
export async function returnArtfiInTransaction(
  tx: Transaction,
  jobs: PgBoss,
  closed: OrderRow,
  grant: { adminId: string | null; reason: string },
): Promise<OrderRow> {
  if (closed.paymentMethod !== 'ARTFI' || !closed.paidAt || !closed.payerAddress) return closed;
  const row = await insertGrant(tx, {
    kind: 'STORE_REFUND',
    userId: closed.userId,
    adminId: grant.adminId,
    idempotencyKey: `store:return:${closed.id}`,
    toAddress: closed.payerAddress,
    amountWei: closed.totalArtfiWei,
    reason: grant.reason,
  });
  if (!row) return closed;
  await sendGrantJob(jobs, tx, row.id);
  const status = closed.status as StoreOrderStatus;
  return (await moveOrder(tx, closed.id, [status], status, { refundGrantId: row.id })) ?? closed;
}

/** Cancels every order whose hold ran out, restocks it, and tells each member, in one transaction. */
export async function expireUnpaidOrders(db: Database, mail: StoreMailConfig): Promise<void> {
  await db.transaction(async (tx) => {
    for (const id of await expireHolds(tx)) {
      const order = await findOrder(tx, id);
      if (order) await queueOrderEmail(tx, mail, order);
    }
  });
}
