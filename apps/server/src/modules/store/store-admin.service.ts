import type {
  AdminStoreOrder,
  AdminStoreOrdersQuery,
  StoreFulfilmentBody,
  StoreOrderStatus,
} from '@streamit/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { listOrdersForStaff, selectOrderMembers } from './store-admin.repository.js';
import { closeOrderInTransaction, returnArtfiInTransaction } from './store-close.service.js';
import { queueOrderEmail } from './store-emails.js';
import { findOrder, moveOrder, type OrderRow } from './store-orders.repository.js';
import { viewOrders } from './store-orders.service.js';

/** The staff member acting, and where from (for the audit log). */
export interface StoreOperator {
  adminId: string;
  ip: string;
}

/** The signed-in staff member of a request, as a store operator. */
export function storeOperatorOf(request: FastifyRequest): StoreOperator {
  return { adminId: signedInAdmin(request).id, ip: request.ip };
}

/** Audits one staff action on the store in the transaction that made it. */
export function auditStore(
  db: Executor,
  operator: StoreOperator,
  action: string,
  target: { type: string; id: string },
  details: Record<string, unknown>,
): Promise<void> {
  return recordAuditEvent(db, {
    actorAdminId: operator.adminId,
    action: `store.${action}`,
    targetType: target.type,
    targetId: target.id,
    ip: operator.ip,
    details,
  });
}

export async function staffViews(db: Executor, rows: OrderRow[]): Promise<AdminStoreOrder[]> {
  const [orders, members] = await Promise.all([
    viewOrders(db, rows),
    selectOrderMembers(db, [...new Set(rows.map((row) => row.userId))]),
  ]);
  return orders.map((order, index) => {
    const userId = rows[index]?.userId ?? '';
    const member = members.get(userId);
    return { ...order, userId, memberEmail: member?.email ?? '', memberName: member?.name ?? '' };
  });
}

async function staffView(db: Executor, row: OrderRow): Promise<AdminStoreOrder> {
  const [view] = await staffViews(db, [row]);
  if (!view) throw new Error('order view missing');
  return view;
}

/** GET /admin/store/orders. */
export async function listStaffOrders(deps: AppDeps, query: AdminStoreOrdersQuery) {
  const { rows, total } = await listOrdersForStaff(deps.db, query);
  return { items: await staffViews(deps.db, rows), page: query.page, limit: query.limit, total };
}

/** Where each fulfilment step may start from (STORE_ORDER_TRANSITIONS). */
const STEP_FROM: Record<StoreFulfilmentBody['status'], readonly StoreOrderStatus[]> = {
  FULFILLING: ['PAID'],
  SHIPPED: ['PAID', 'FULFILLING'],
  DELIVERED: ['SHIPPED'],
};

function changesOf(body: StoreFulfilmentBody): Partial<OrderRow> {
  const at = new Date();
  if (body.status === 'FULFILLING') return { fulfillingAt: at };
  if (body.status === 'DELIVERED') return { deliveredAt: at };
  return { shippedAt: at, carrier: body.carrier, trackingNumber: body.trackingNumber };
}

/** POST /admin/store/orders/:id/fulfilment: one conditional move, audited. */
export async function advanceOrder(
  deps: AppDeps,
  operator: StoreOperator,
  id: string,
  body: StoreFulfilmentBody,
): Promise<AdminStoreOrder> {
  const row = await deps.db.transaction(async (tx) => {
    const moved = await moveOrder(tx, id, STEP_FROM[body.status], body.status, changesOf(body));
    if (!moved) throw new AppError((await findOrder(tx, id)) ? 'STORE_ORDER_STATE' : 'STORE_ORDER_NOT_FOUND');
    await queueOrderEmail(tx, deps.config, moved);
    await auditStore(
      tx,
      operator,
      'order-advance',
      { type: 'store-order', id },
      { ...body, userId: moved.userId },
    );
    return moved;
  });
  return staffView(deps.db, row);
}

/** POST /admin/store/orders/:id/cancel and /refund: stock and points return as the order allows. */
export async function closeOrderAsStaff(
  deps: AppDeps,
  operator: StoreOperator,
  id: string,
  to: 'CANCELLED' | 'REFUNDED',
  reason: string,
): Promise<AdminStoreOrder> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order) throw new AppError('STORE_ORDER_NOT_FOUND');
    const moved = await closeOrderInTransaction(tx, deps.config, order, to, reason);
    const closed = await returnArtfiInTransaction(tx, deps.jobs, moved, {
      adminId: operator.adminId,
      reason,
    });
    const action = to === 'CANCELLED' ? 'order-cancel' : 'order-refund';
    const details = {
      reason,
      userId: order.userId,
      from: order.status,
      pointsReturned: closed.refundPostingId ? closed.totalPoints : 0,
      artfiGrantId: closed.refundGrantId,
    };
    await auditStore(tx, operator, action, { type: 'store-order', id }, details);
    return closed;
  });
  return staffView(deps.db, row);
}
