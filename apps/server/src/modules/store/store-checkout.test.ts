import { ERRORS, type PointsHistoryPage, type StoreCart, type StoreOrder } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { pointsBalanceOf } from '../../../test/wallet-exchange.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import {
  ADDRESS,
  buy,
  checkout,
  createProduct,
  createShopper,
  pay,
  stockOf,
  storeAccountBalance,
} from '../../../test/store.test-support.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { expireHolds } from './store-orders.repository.js';
import { storeOrders } from './store.schema.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 60_000);
afterAll(() => context.close());

const balanceOf = (userId: string) => pointsBalanceOf(context, userId);
const orderCount = async (userId: string) =>
  (await context.deps.db.select().from(storeOrders).where(eq(storeOrders.userId, userId))).length;

describe('store checkout with points', () => {
  it('holds the stock at checkout and charges through the ledger at payment, explained in the history', async () => {
    const product = await createProduct(context, { stock: 5, price: 300 });
    const member = await createShopper(context, 1_000);
    const placed = await checkout(context, member, product.variantId, 2);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<StoreOrder>();
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', totalPoints: 600, address: { country: 'SA' } });
    expect(order.reservedUntil).not.toBeNull();
    expect(await stockOf(context, product.variantId)).toBe(3);
    expect(await balanceOf(member.id)).toBe(1_000);
    const storeBefore = await storeAccountBalance(context);
    const paid = await pay(context, member, order.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<StoreOrder>().timeline.map((step) => step.status)).toEqual(['PENDING_PAYMENT', 'PAID']);
    expect(await balanceOf(member.id)).toBe(400);
    expect((await storeAccountBalance(context)) - storeBefore).toBe(600);
    const history = await context.app.inject({
      url: '/api/v1/points/history',
      headers: authHeader(member.token),
    });
    expect(history.json<PointsHistoryPage>().items[0]).toMatchObject({
      reasonCode: 'storePurchase',
      reasonValues: { count: 2 },
      reason: 'Store order of 2 items',
    });
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('buys the cart: kept on the server, emptied by the checkout', async () => {
    const product = await createProduct(context, { stock: 4, price: 100 });
    const member = await createShopper(context, 500);
    const put = (quantity: number) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/v1/store/cart/items',
        headers: authHeader(member.token),
        payload: { variantId: product.variantId, quantity },
      });
    await put(3);
    const cart = (await put(2)).json<StoreCart>();
    expect(cart).toMatchObject({ totalPoints: 200, items: [{ quantity: 2, stock: 4, unitPoints: 100 }] });
    const placed = await checkout(context, member, null);
    expect(placed.json<StoreOrder>().items[0]).toMatchObject({ quantity: 2, slug: product.slug });
    const after = await context.app.inject({ url: '/api/v1/store/cart', headers: authHeader(member.token) });
    expect(after.json<StoreCart>().items).toEqual([]);
    expect((await checkout(context, member, null)).json<{ error: { code: string } }>().error.code).toBe(
      'STORE_CART_EMPTY',
    );
  });

  it('takes an Idempotency-Key on checkout and payment, and a retried checkout holds the stock once', async () => {
    const product = await createProduct(context, { stock: 5, price: 100 });
    const member = await createShopper(context, 1_000);
    expect((await checkout(context, member, product.variantId, 1, null)).statusCode).toBe(400);
    const first = await checkout(context, member, product.variantId, 1, 'retry-checkout-1');
    const again = await checkout(context, member, product.variantId, 1, 'retry-checkout-1');
    expect(again.json<StoreOrder>().id).toBe(first.json<StoreOrder>().id);
    expect(await stockOf(context, product.variantId)).toBe(4);
    const missingKey = await pay(context, member, first.json<StoreOrder>().id, null);
    expect(missingKey.json<{ error: { code: string } }>().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('a payment replayed with the same key, or sent again with another, charges once', async () => {
    const product = await createProduct(context, { stock: 5, price: 250 });
    const member = await createShopper(context, 1_000);
    const order = (await checkout(context, member, product.variantId)).json<StoreOrder>();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(context, member, order.id, 'pay-once-1')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const later = await pay(context, member, order.id, 'pay-once-1');
    expect(later.headers['idempotent-replayed']).toBe('true');
    const otherKey = await pay(context, member, order.id, 'pay-once-2');
    expect(otherKey.json<StoreOrder>().status).toBe('PAID');
    expect(await balanceOf(member.id)).toBe(750);
  });

  it('refuses before reserving anything when the member lacks the points or the tier', async () => {
    const product = await createProduct(context, { stock: 5, price: 400 });
    const poor = await createShopper(context, 399);
    expect(await buy(context, poor, product.variantId)).toEqual({
      status: 409,
      code: 'STORE_NOT_ENOUGH_POINTS',
      message: ERRORS.STORE_NOT_ENOUGH_POINTS.message,
    });
    const edition = await createProduct(context, { stock: 5, price: 100, minTier: 'VIP' });
    const gold = await createShopper(context, 1_000, 'GOLD');
    expect(await buy(context, gold, edition.variantId)).toMatchObject({
      status: 403,
      code: 'STORE_TIER_REQUIRED',
    });
    expect(await stockOf(context, product.variantId)).toBe(5);
    expect(await stockOf(context, edition.variantId)).toBe(5);
    expect(await orderCount(poor.id)).toBe(0);
    expect(await orderCount(gold.id)).toBe(0);
    const vip = await createShopper(context, 1_000, 'VIP');
    expect(await buy(context, vip, edition.variantId)).toMatchObject({ order: { status: 'PAID' } });
  });

  it('a payment that fails leaves no order paid and no stock held', async () => {
    const product = await createProduct(context, { stock: 5, price: 600 });
    const member = await createShopper(context, 1_000);
    const first = (await checkout(context, member, product.variantId)).json<StoreOrder>();
    const second = (await checkout(context, member, product.variantId)).json<StoreOrder>();
    expect(await stockOf(context, product.variantId)).toBe(3);
    expect((await pay(context, member, first.id)).statusCode).toBe(200);
    const failed = await pay(context, member, second.id);
    expect(failed.json<{ error: { code: string } }>().error.code).toBe('STORE_NOT_ENOUGH_POINTS');
    const [row] = await context.deps.db.select().from(storeOrders).where(eq(storeOrders.id, second.id));
    expect(row).toMatchObject({ status: 'CANCELLED', paymentPostingId: null });
    expect(await stockOf(context, product.variantId)).toBe(4);
    expect(await balanceOf(member.id)).toBe(400);
  });

  it('releases holds that expire, and an expired order can no longer be paid', async () => {
    const product = await createProduct(context, { stock: 2, price: 100 });
    const member = await createShopper(context, 1_000);
    const order = (await checkout(context, member, product.variantId, 2)).json<StoreOrder>();
    expect(await stockOf(context, product.variantId)).toBe(0);
    await context.deps.db
      .update(storeOrders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(storeOrders.id, order.id));
    expect((await expireHolds(context.deps.db)).length).toBeGreaterThanOrEqual(1);
    expect(await stockOf(context, product.variantId)).toBe(2);
    const late = await pay(context, member, order.id);
    expect(late.json<{ error: { code: string } }>().error.code).toBe('STORE_ORDER_STATE');
    expect(await balanceOf(member.id)).toBe(1_000);
  });

  it('checks the postcode against the country', async () => {
    const product = await createProduct(context, { stock: 2, price: 100 });
    const member = await createShopper(context, 1_000);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/store/checkout',
      headers: { ...authHeader(member.token), 'idempotency-key': 'postcode-check-1' },
      payload: {
        address: { ...ADDRESS, country: 'GB', postalCode: '12211' },
        paymentMethod: 'POINTS',
        items: [{ variantId: product.variantId, quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await stockOf(context, product.variantId)).toBe(2);
  });

  it("answers 404 to another member's order: reading, paying and cancelling it", async () => {
    const product = await createProduct(context, { stock: 2, price: 100 });
    const owner = await createShopper(context, 1_000);
    const stranger = await createShopper(context, 1_000);
    const order = (await checkout(context, owner, product.variantId, 1)).json<StoreOrder>();
    const read = await context.app.inject({
      url: `/api/v1/store/orders/${order.id}`,
      headers: authHeader(stranger.token),
    });
    const cancel = await context.app.inject({
      method: 'POST',
      url: `/api/v1/store/orders/${order.id}/cancel`,
      headers: { ...authHeader(stranger.token), 'idempotency-key': 'stranger-cancel-1' },
    });
    expect([read.statusCode, (await pay(context, stranger, order.id)).statusCode, cancel.statusCode]).toEqual(
      [404, 404, 404],
    );
    expect(await balanceOf(stranger.id)).toBe(1_000);
    expect(await stockOf(context, product.variantId)).toBe(1);
  });
});
