import { ERRORS, IDEMPOTENT_REPLAYED_HEADER, type StoreOrder } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changedTables, snapshotDatabase } from '../../../test/database-snapshot.test-support.js';
import { stepUp } from '../../../test/member-auth.test-support.js';
import { authHeader, type TestMember } from '../../../test/moderation.test-support.js';
import {
  ADDRESS,
  checkout,
  createPasswordShopper,
  createProduct,
  createShopper,
  lapseStepUps,
  pay,
  stockOf,
} from '../../../test/store.test-support.js';
import { useTestApp } from '../../../test/test-app.js';
import { idempotencyKeys } from '../idempotency/idempotency.schema.js';
import { storeOrders } from './store.schema.js';

const suite = useTestApp();

const errorOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { error: { code: string; message: string } }).error;

/** Puts a variant in the member's cart, so a refused checkout of the cart can be seen to leave it alone. */
async function fillCart(member: TestMember, variantId: string, quantity: number) {
  const response = await suite.context.app.inject({
    method: 'PUT',
    url: '/api/v1/store/cart/items',
    headers: authHeader(member.token),
    payload: { variantId, quantity },
  });
  expect(response.statusCode).toBe(200);
}

/** A first points order to ADDRESS, placed after the step-up and paid; the step-up then lapses. */
async function paidOrderToAddress(member: TestMember, variantId: string): Promise<StoreOrder> {
  await stepUp(suite.context.app, member.token);
  const placed = await checkout(suite.context, member, variantId);
  expect(placed.statusCode, placed.body).toBe(201);
  const paid = await pay(suite.context, member, placed.json<StoreOrder>().id);
  expect(paid.json<StoreOrder>().status).toBe('PAID');
  await lapseStepUps(suite.context, member.id);
  return paid.json<StoreOrder>();
}

describe('the checkout asks a member to prove it is them where a stolen session could ship goods away', () => {
  it('refuses a points order to an address no paid order went to with 403 STEP_UP_REQUIRED, writing nothing', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 100 });
    const member = await createPasswordShopper(suite.context, 1_000);
    await fillCart(member, product.variantId, 2);
    const before = await snapshotDatabase(suite.context.database.pool);
    const refused = await checkout(suite.context, member, null, 1, 'new-address-refused-1');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'STEP_UP_REQUIRED',
      message: ERRORS.STEP_UP_REQUIRED.message,
    });
    // No order or line, no stock held, no points posting, the cart as it was.
    expect(changedTables(before, await snapshotDatabase(suite.context.database.pool))).toEqual([]);
    expect(await stockOf(suite.context, product.variantId)).toBe(5);
  });

  it('places that order with the same Idempotency-Key once POST /wallet/reauth confirmed the password', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 100 });
    const member = await createPasswordShopper(suite.context, 1_000);
    await fillCart(member, product.variantId, 2);
    expect((await checkout(suite.context, member, null, 1, 'new-address-retry-1')).statusCode).toBe(403);
    await stepUp(suite.context.app, member.token);
    const placed = await checkout(suite.context, member, null, 1, 'new-address-retry-1');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<StoreOrder>()).toMatchObject({ status: 'PENDING_PAYMENT', totalPoints: 200 });
    const again = await checkout(suite.context, member, null, 1, 'new-address-retry-1');
    expect(again.json<StoreOrder>().id).toBe(placed.json<StoreOrder>().id);
    const orders = await suite.context.deps.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.userId, member.id));
    expect(orders).toHaveLength(1);
    expect(await stockOf(suite.context, product.variantId)).toBe(3);
  });

  it('needs no step-up for a points order to an address a paid order went to, however cased and spaced', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 100 });
    const member = await createPasswordShopper(suite.context, 1_000);
    await paidOrderToAddress(member, product.variantId);
    const sameAddress = {
      ...ADDRESS,
      fullName: 'L. Haddad',
      line1: '  12   KING fahd road ',
      city: 'RIYADH',
      postalCode: ' 12211 ',
    };
    const second = await checkout(
      suite.context,
      member,
      product.variantId,
      1,
      'known-address-1',
      sameAddress,
    );
    expect(second.statusCode, second.body).toBe(201);
    expect((await pay(suite.context, member, second.json<StoreOrder>().id)).json<StoreOrder>().status).toBe(
      'PAID',
    );
  });

  it('counts only paid orders: another postcode, another country or an unpaid order to the address needs the step-up', async () => {
    const product = await createProduct(suite.context, { stock: 9, price: 100 });
    const member = await createPasswordShopper(suite.context, 1_000);
    await paidOrderToAddress(member, product.variantId);
    const elsewhere = [
      { ...ADDRESS, postalCode: '12212' },
      { ...ADDRESS, country: 'AE', postalCode: '' },
      { ...ADDRESS, line2: 'Flat 4' },
    ];
    for (const [index, address] of elsewhere.entries()) {
      const refused = await checkout(
        suite.context,
        member,
        product.variantId,
        1,
        `elsewhere-${index}`,
        address,
      );
      expect(errorOf(refused).code).toBe('STEP_UP_REQUIRED');
    }
    const unpaidTo = { ...ADDRESS, line1: '7 Olaya Street' };
    await stepUp(suite.context.app, member.token);
    const unpaid = (
      await checkout(suite.context, member, product.variantId, 1, 'unpaid-1', unpaidTo)
    ).json<StoreOrder>();
    await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/store/orders/${unpaid.id}/cancel`,
      headers: { ...authHeader(member.token), 'idempotency-key': 'unpaid-cancel-1' },
    });
    await lapseStepUps(suite.context, member.id);
    const again = await checkout(suite.context, member, product.variantId, 1, 'unpaid-again-1', unpaidTo);
    expect(errorOf(again).code).toBe('STEP_UP_REQUIRED');
  });

  it('asks a member without a password whose sign-in is older than the window for RECENT_SIGN_IN_REQUIRED', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 100 });
    const member = await createShopper(suite.context, 1_000);
    await suite.context.deps.db.execute(
      sql`UPDATE member_sessions SET created_at = now() - interval '6 minutes' WHERE user_id = ${member.id}::uuid`,
    );
    const before = await snapshotDatabase(suite.context.database.pool);
    const refused = await checkout(suite.context, member, product.variantId, 1, 'stale-sign-in-1');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'RECENT_SIGN_IN_REQUIRED',
      message: ERRORS.RECENT_SIGN_IN_REQUIRED.message,
    });
    expect(changedTables(before, await snapshotDatabase(suite.context.database.pool))).toEqual([]);
  });

  it('answers a replayed checkout key with its order even after the step-up lapsed, stored answer or not', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 100 });
    const member = await createPasswordShopper(suite.context, 1_000);
    await stepUp(suite.context.app, member.token);
    const placed = await checkout(suite.context, member, product.variantId, 1, 'replayed-key-1');
    expect(placed.statusCode).toBe(201);
    await lapseStepUps(suite.context, member.id);
    const replayed = await checkout(suite.context, member, product.variantId, 1, 'replayed-key-1');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    // The stored answer cleaned up (after 24 hours): the checkout finds its order by the key before any proof.
    await suite.context.deps.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'replayed-key-1'));
    const found = await checkout(suite.context, member, product.variantId, 1, 'replayed-key-1');
    expect(found.statusCode).toBe(201);
    expect(found.json<StoreOrder>().id).toBe(placed.json<StoreOrder>().id);
    expect(await stockOf(suite.context, product.variantId)).toBe(4);
  });
});
