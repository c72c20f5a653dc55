import type { StoreOrderStatus } from '@streamit/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { storeOrderItems, storeOrders, storeVariants } from './store.schema.js';

export type OrderRow = typeof storeOrders.$inferSelect;
export type OrderItemRow = typeof storeOrderItems.$inferSelect;

/** Statuses whose units count against a per-member limit: everything not given back. */
const HOLDING = sql`(${storeOrders.status} not in ('CANCELLED', 'REFUNDED'))`;

/**
 * Takes `quantity` units of a variant in one conditional UPDATE; false when fewer are left (nothing taken).
 * Parallel checkouts queue on the row lock and each re-checks `stock >= quantity`, so none oversells.
 */
export async function takeStock(db: Executor, variantId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(storeVariants)
    .set({ stock: sql`${storeVariants.stock} - ${quantity}` })
    .where(and(eq(storeVariants.id, variantId), sql`${storeVariants.stock} >= ${quantity}`))
    .returning({ id: storeVariants.id });
  return rows.length === 1;
}

/** Puts an order's units back on their variants (a cancel, an expiry, a refund before shipping). */
export async function returnStockOf(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`
    UPDATE store_variants v SET stock = v.stock + i.quantity
    FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM store_order_items
          WHERE order_id = ${orderId}::uuid GROUP BY variant_id) i
    WHERE v.id = i.variant_id`);
}

/** Units of each product the member holds in orders not cancelled or refunded. */
export async function sumHeldByProduct(
  db: Executor,
  userId: string,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: storeOrderItems.productId,
      units: sql<number>`sum(${storeOrderItems.quantity})::int`,
    })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .where(and(eq(storeOrders.userId, userId), HOLDING, inArray(storeOrderItems.productId, productIds)))
    .groupBy(storeOrderItems.productId);
  return new Map(rows.map((row) => [row.productId, row.units]));
}

/**
 * Orders that were paid: PAID, FULFILLING, SHIPPED, DELIVERED and REFUNDED (states only a payment reaches), and
 * a CANCELLED order only when it had been paid (a staff cancel after payment). Not PENDING_PAYMENT, nor an order
 * cancelled before payment (the payment failed, the hold ran out, the member cancelled it).
 */
const WAS_PAID = sql`(${storeOrders.status} in ('PAID', 'FULFILLING', 'SHIPPED', 'DELIVERED', 'REFUNDED')
  or (${storeOrders.status} = 'CANCELLED' and ${storeOrders.paidAt} is not null))`;

/** The addresses the member's paid orders were sent to (each once, as written). */
export async function listPaidOrderAddresses(db: Executor, userId: string): Promise<OrderRow['address'][]> {
  const rows = await db
    .selectDistinct({ address: storeOrders.address })
    .from(storeOrders)
    .where(and(eq(storeOrders.userId, userId), WAS_PAID));
  return rows.map((row) => row.address);
}

/** An order and its lines, written together. */
export async function insertOrder(
  db: Executor,
  order: typeof storeOrders.$inferInsert,
  items: Omit<typeof storeOrderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(storeOrders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  await db.insert(storeOrderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row;
}

/** The member's order made with a checkout key, if any. */
export async function findOrderByKey(db: Executor, userId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.userId, userId), eq(storeOrders.checkoutKey, key)));
  return row ?? null;
}

/** An order by id, optionally only the given member's; locked for update inside a transaction when asked. */
export async function findOrder(
  db: Executor,
  id: string,
  options: { userId?: string; lock?: boolean } = {},
): Promise<OrderRow | null> {
  const where = and(
    eq(storeOrders.id, id),
    options.userId ? eq(storeOrders.userId, options.userId) : undefined,
  );
  const query = db.select().from(storeOrders).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The lines of some orders. */
export function listItemsOf(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storeOrderItems)
    .where(inArray(storeOrderItems.orderId, orderIds))
    .orderBy(asc(storeOrderItems.sku));
}

/**
 * Moves an order from one of `from` to `to` with the step's changes, in one conditional UPDATE; null when
 * it was in none of them (another request moved it first). `extra` narrows further (the hold not expired).
 */
export async function moveOrder(
  db: Executor,
  id: string,
  from: readonly StoreOrderStatus[],
  to: StoreOrderStatus,
  changes: Partial<typeof storeOrders.$inferInsert> = {},
  extra?: SQL,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(storeOrders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(storeOrders.id, id), inArray(storeOrders.status, [...from]), extra))
    .returning();
  return row ?? null;
}

/** The hold has not run out (for the move to PAID). */
export const holdIsLive = sql`${storeOrders.reservedUntil} > now()`;

/**
 * Claims an order's ARTFI payment in one conditional UPDATE (its hold live, no payment claimed yet): from
 * then the hold no longer expires. Null when another call claimed it first or the hold ran out.
 */
export function claimArtfiPayment(db: Executor, id: string): Promise<OrderRow | null> {
  const changes = { paymentStartedAt: new Date(), reservedUntil: null };
  const claimable = and(holdIsLive, isNull(storeOrders.paymentStartedAt));
  return moveOrder(db, id, ['PENDING_PAYMENT'], 'PENDING_PAYMENT', changes, claimable);
}

/** ARTFI payments claimed and not yet closed, oldest first (for the store job to settle). */
export function listArtfiPaymentsInFlight(db: Executor, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.status, 'PENDING_PAYMENT'), isNotNull(storeOrders.paymentStartedAt)))
    .orderBy(asc(storeOrders.paymentStartedAt))
    .limit(limit);
}

/** A member's orders, newest first. */
export async function listMemberOrders(db: Executor, userId: string, limit: number, offset: number) {
  const where = eq(storeOrders.userId, userId);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(storeOrders)
      .where(where)
      .orderBy(desc(storeOrders.createdAt))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeOrders)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * Cancels every order whose hold ran out and puts its units back, in one statement: an order a payment
 * moved first is no longer PENDING_PAYMENT when this re-reads its row, so it is never both paid and released.
 */
export async function expireHolds(db: Executor): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    WITH expired AS (
      UPDATE store_orders SET status = 'CANCELLED', cancelled_at = now(), updated_at = now(),
        reserved_until = NULL, close_reason = 'The hold on the items ran out before payment.'
      WHERE status = 'PENDING_PAYMENT' AND reserved_until <= now()
      RETURNING id
    ), restocked AS (
      UPDATE store_variants v SET stock = v.stock + i.quantity
      FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM store_order_items
            WHERE order_id IN (SELECT id FROM expired) GROUP BY variant_id) i
      WHERE v.id = i.variant_id
    )
    SELECT id FROM expired`);
  return result.rows.map((row) => row.id);
}

/** Takes the transaction-scoped advisory lock of a key (the member's points lock, points-accounts.ts). */
export async function lockOnKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The member's tier and projected points balance. */
export async function selectMemberStanding(
  db: Executor,
  userId: string,
): Promise<{ tier: string; totalPoints: number } | null> {
  const result = await db.execute<{ tier: string; total_points: number }>(
    sql`SELECT tier, total_points FROM users WHERE id = ${userId}::uuid`,
  );
  const row = result.rows[0];
  return row ? { tier: row.tier, totalPoints: row.total_points } : null;
}

/**
 * Account deletion: the orders stay for the books, their shipping address is blanked. The country stays:
 * it is where the goods went, which the accounts need, and it names no one.
 */
export async function eraseOrderAddresses(db: Executor, userId: string): Promise<void> {
  await db
    .update(storeOrders)
    .set({
      address: sql`jsonb_build_object('fullName', '', 'line1', '', 'line2', '', 'city', '', 'region', '',
        'postalCode', '', 'country', ${storeOrders.address}->>'country', 'phone', '')`,
      updatedAt: new Date(),
    })
    .where(eq(storeOrders.userId, userId));
}
