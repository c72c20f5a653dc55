import { ERRORS } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { pointsBalanceOf } from '../../../test/wallet-exchange.test-support.js';
import {
  buy,
  createProduct,
  createShopper,
  stockOf,
  storeAccountBalance,
} from '../../../test/store.test-support.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { storeOrderItems, storeOrders } from './store.schema.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 60_000);
afterAll(() => context.close());

const paidUnitsOf = async (productId: string) => {
  const rows = await context.deps.db
    .select({ quantity: storeOrderItems.quantity, status: storeOrders.status })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .where(eq(storeOrderItems.productId, productId));
  return rows.filter((row) => row.status === 'PAID').reduce((sum, row) => sum + row.quantity, 0);
};

describe('store stock and limits under parallel requests', () => {
  it('100 parallel checkouts for the last 3 units: exactly 3 paid orders and 97 "sold out" answers', async () => {
    const product = await createProduct(context, { stock: 3, price: 200 });
    const members = await Promise.all(Array.from({ length: 100 }, () => createShopper(context, 500)));
    const storeBefore = await storeAccountBalance(context);
    const outcomes = await Promise.all(members.map((member) => buy(context, member, product.variantId)));
    const paid = outcomes.filter((outcome) => 'order' in outcome);
    const refused = outcomes.filter((outcome) => !('order' in outcome));
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(97);
    for (const answer of refused)
      expect(answer).toEqual({ status: 409, code: 'STORE_SOLD_OUT', message: ERRORS.STORE_SOLD_OUT.message });
    expect(await stockOf(context, product.variantId)).toBe(0);
    expect(await paidUnitsOf(product.productId)).toBe(3);
    expect((await storeAccountBalance(context)) - storeBefore).toBe(600);
    const balances = await Promise.all(members.map((member) => pointsBalanceOf(context, member.id)));
    expect(balances.filter((balance) => balance === 300)).toHaveLength(3);
    expect(balances.filter((balance) => balance === 500)).toHaveLength(97);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  }, 120_000);

  it('a per-member limit holds when one member sends 100 purchases at once', async () => {
    const product = await createProduct(context, { stock: 50, price: 10, perMemberLimit: 2 });
    const member = await createShopper(context, 1_000);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => buy(context, member, product.variantId)),
    );
    expect(outcomes.filter((outcome) => 'order' in outcome)).toHaveLength(2);
    for (const answer of outcomes.filter((outcome) => !('order' in outcome)))
      expect(answer).toMatchObject({ status: 409, code: 'STORE_MEMBER_LIMIT' });
    expect(await stockOf(context, product.variantId)).toBe(48);
    expect(await pointsBalanceOf(context, member.id)).toBe(980);
  }, 60_000);

  it('a tier requirement holds under parallel requests, and refuses before any stock is taken', async () => {
    const product = await createProduct(context, { stock: 5, price: 10, minTier: 'PLATINUM' });
    const member = await createShopper(context, 1_000, 'GOLD');
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => buy(context, member, product.variantId)),
    );
    for (const answer of outcomes) expect(answer).toMatchObject({ status: 403, code: 'STORE_TIER_REQUIRED' });
    expect(await stockOf(context, product.variantId)).toBe(5);
  }, 60_000);
});
