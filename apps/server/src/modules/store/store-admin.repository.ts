import type { AdminStoreOrdersExportQuery, AdminStoreOrdersQuery } from '@streamit/contract';
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { storeOrderItems, storeOrders } from './store.schema.js';
import type { OrderRow } from './store-orders.repository.js';

/** The member beside an order, as staff read it. */
export interface OrderMember {
  email: string;
  name: string;
}

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const bySku = sql`exists (select 1 from ${storeOrderItems} i where i.order_id = ${storeOrders.id} and i.sku ilike ${like})`;
  return or(
    sql`${storeOrders.id}::text ilike ${like}`,
    ilike(users.email, like),
    ilike(users.displayName, like),
    bySku,
  );
}

function filterOf(query: AdminStoreOrdersExportQuery): SQL | undefined {
  return and(query.status ? eq(storeOrders.status, query.status) : undefined, searchOf(query.q));
}

/** Orders for staff, filtered by status and searched by order id, member e-mail or name, or SKU. */
export async function listOrdersForStaff(db: Executor, query: AdminStoreOrdersQuery) {
  const where = filterOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select({ order: storeOrders })
      .from(storeOrders)
      .innerJoin(users, eq(users.id, storeOrders.userId))
      .where(where)
      .orderBy(desc(storeOrders.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeOrders)
      .innerJoin(users, eq(users.id, storeOrders.userId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.order) satisfies OrderRow[], total: counted[0]?.n ?? 0 };
}

/** E-mail and name of some members. */
export async function selectOrderMembers(db: Executor, userIds: string[]): Promise<Map<string, OrderMember>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      firstName: users.firstName,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => [row.id, { email: row.email ?? '', name: row.displayName ?? row.firstName ?? '' }]),
  );
}

/** Where an export page ended: the next page starts strictly after it (newest first). */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

/** One keyset page of the staff list's orders (same filters), newest first, for the CSV export. */
export async function listOrdersAfter(
  db: Executor,
  query: AdminStoreOrdersExportQuery,
  after: OrderCursor | undefined,
  limit: number,
): Promise<OrderRow[]> {
  const keyset = after
    ? or(
        lt(storeOrders.createdAt, after.createdAt),
        and(eq(storeOrders.createdAt, after.createdAt), lt(storeOrders.id, after.id)),
      )
    : undefined;
  const rows = await db
    .select({ order: storeOrders })
    .from(storeOrders)
    .innerJoin(users, eq(users.id, storeOrders.userId))
    .where(and(filterOf(query), keyset))
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(limit);
  return rows.map((row) => row.order);
}
