import type { PageQuery, StoreOrder } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { selectProductLinks } from './store-catalogue.repository.js';
import { findOrder, listItemsOf, listMemberOrders, type OrderRow } from './store-orders.repository.js';
import { toOrder } from './store-view.js';

/** Orders with their lines and product links, in two reads whatever their number. */
export async function viewOrders(db: Executor, rows: OrderRow[]): Promise<StoreOrder[]> {
  const items = await listItemsOf(
    db,
    rows.map((row) => row.id),
  );
  const products = await selectProductLinks(db, [...new Set(items.map((item) => item.productId))]);
  return rows.map((row) => toOrder(row, items, products));
}

/** One order as its member sees it. */
export async function viewOrder(db: Executor, row: OrderRow): Promise<StoreOrder> {
  const [order] = await viewOrders(db, [row]);
  if (!order) throw new Error('order view missing');
  return order;
}

/** GET /store/orders. */
export async function listMyOrders(deps: AppDeps, userId: string, query: PageQuery) {
  const { rows, total } = await listMemberOrders(
    deps.db,
    userId,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { items: await viewOrders(deps.db, rows), page: query.page, limit: query.limit, total };
}

/** GET /store/orders/:id: only the member's own. */
export async function getMyOrder(deps: AppDeps, userId: string, id: string): Promise<StoreOrder> {
  const row = await findOrder(deps.db, id, { userId });
  if (!row) throw new AppError('STORE_ORDER_NOT_FOUND');
  return viewOrder(deps.db, row);
}
