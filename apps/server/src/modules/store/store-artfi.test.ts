import { ERRORS, type AdminStoreOrder, type FinancialOverview, type StoreOrder } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestContext,
  createSignedInAdmin,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { stepUp } from '../../../test/member-auth.test-support.js';
import { attachLocalChain, grantPoints } from '../../../test/wallet-exchange.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import {
  ADDRESS,
  checkout,
  createProduct,
  givePassword,
  lapseStepUps,
  pay,
  stockOf,
} from '../../../test/store.test-support.js';
import type { TestContext } from '../../../test/test-app.js';
import {
  call,
  createCustodialMember,
  fundArtfi,
  nextKey,
  type CustodialMember,
} from '../../../test/wallet-tokens.test-support.js';
import type { StartedChain } from '../wallet-chain/chain-client.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { treasuryGrants } from '../wallet-chain/treasury-grants.schema.js';
import { runGrantPayout } from '../wallet-tokens/treasury-grant-payout.service.js';
import { storeOrders } from './store.schema.js';

let context: TestContext;
let started: StartedChain;
let staff: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext({ WELCOME_TOKENS_ARTFI: '0' });
  started = await attachLocalChain(context);
  staff = await createSignedInAdmin(context, 'SUPER_ADMIN');
}, 60_000);
afterAll(async () => {
  await context.close();
  await started.stop();
});

const artfi = (value: string) => parseUnits(value, 18);
const chain = () => started.chain;

const checkoutArtfi = (member: CustodialMember, variantId: string, quantity = 1, key = nextKey('checkout')) =>
  call(
    context,
    member.token,
    'POST',
    '/store/checkout',
    { address: ADDRESS, paymentMethod: 'ARTFI', items: [{ variantId, quantity }] },
    key,
  );
const payOrder = (member: CustodialMember, orderId: string, key = nextKey('pay')) =>
  call(context, member.token, 'POST', `/store/orders/${orderId}/pay`, undefined, key);

async function ordersOf(userId: string) {
  return context.deps.db.select().from(storeOrders).where(eq(storeOrders.userId, userId));
}

describe('paying a store order in ARTFI on a real anvil', () => {
  it('an ARTFI payment on the local chain confirms and the order moves to PAID; a replayed key pays once', async () => {
    const product = await createProduct(context, { stock: 5, price: null, priceArtfi: '4' });
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '10');
    const treasuryBefore = await readTokenBalance(chain(), chain().treasury.address);
    const placed = await checkoutArtfi(member, product.variantId, 2);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    expect(order).toMatchObject({
      status: 'PENDING_PAYMENT',
      totalArtfi: '8',
      totalPoints: 0,
      artfiPayment: null,
    });
    expect(await stockOf(context, product.variantId)).toBe(3);
    const key = nextKey('pay');
    const paid = await payOrder(member, order.id, key);
    expect(paid.statusCode, paid.body).toBe(200);
    const paidOrder = paid.json<StoreOrder>();
    expect(paidOrder.status).toBe('PAID');
    expect(paidOrder.artfiPayment?.state).toBe('CONFIRMED');
    expect(paidOrder.artfiPayment?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await readTokenBalance(chain(), member.address)).toBe(artfi('2'));
    expect(await readTokenBalance(chain(), chain().treasury.address)).toBe(treasuryBefore + artfi('8'));
    const replays = await Promise.all([payOrder(member, order.id, key), payOrder(member, order.id)]);
    for (const replay of replays)
      expect(replay.json<StoreOrder>()).toMatchObject({ id: order.id, status: 'PAID' });
    expect(await readTokenBalance(chain(), member.address)).toBe(artfi('2'));
  });

  it('refuses a member without enough tokens before anything is reserved', async () => {
    const product = await createProduct(context, { stock: 5, price: null, priceArtfi: '4' });
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '3');
    const refused = await checkoutArtfi(member, product.variantId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'STORE_NOT_ENOUGH_ARTFI', message: ERRORS.STORE_NOT_ENOUGH_ARTFI.message },
    });
    expect(await stockOf(context, product.variantId)).toBe(5);
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('always needs the step-up to pay in ARTFI, even to an address a paid order went to', async () => {
    const product = await createProduct(context, { stock: 5, price: 100, priceArtfi: '4' });
    const member = await createCustodialMember(context);
    await givePassword(context, member.id);
    await grantPoints(context, member.id, 100);
    await fundArtfi(chain(), member.address, '4');
    await stepUp(context.app, member.token);
    const byPoints = (await checkout(context, member, product.variantId)).json<StoreOrder>();
    expect((await pay(context, member, byPoints.id)).json<StoreOrder>().status).toBe('PAID');
    await lapseStepUps(context, member.id);
    const refused = await checkoutArtfi(member, product.variantId, 1, 'artfi-step-up-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'STEP_UP_REQUIRED', message: ERRORS.STEP_UP_REQUIRED.message },
    });
    expect(await stockOf(context, product.variantId)).toBe(4);
    expect(await ordersOf(member.id)).toHaveLength(1);
    await stepUp(context.app, member.token);
    const placed = await checkoutArtfi(member, product.variantId, 1, 'artfi-step-up-1');
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await payOrder(member, placed.json<StoreOrder>().id)).json<StoreOrder>().status).toBe('PAID');
  });

  it('a payment that cannot pass at payment time leaves nothing paid and gives the stock back', async () => {
    const product = await createProduct(context, { stock: 5, price: null, priceArtfi: '4' });
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '4');
    const order = (await checkoutArtfi(member, product.variantId)).json<StoreOrder>();
    const other = await checkoutArtfi(member, product.variantId);
    await payOrder(member, other.json<StoreOrder>().id);
    expect(await stockOf(context, product.variantId)).toBe(3);
    const refused = await payOrder(member, order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'STORE_NOT_ENOUGH_ARTFI' } });
    const [row] = (await ordersOf(member.id)).filter((candidate) => candidate.id === order.id);
    expect(row).toMatchObject({ status: 'CANCELLED', paidAt: null });
    expect(await stockOf(context, product.variantId)).toBe(4);
  });

  it('a refund returns exactly the ARTFI paid, through a treasury grant, once', async () => {
    const product = await createProduct(context, { stock: 5, price: null, priceArtfi: '2.5' });
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '5');
    const order = (await checkoutArtfi(member, product.variantId)).json<StoreOrder>();
    expect((await payOrder(member, order.id)).json<StoreOrder>().status).toBe('PAID');
    const refund = () =>
      context.app.inject({
        method: 'POST',
        url: `/api/v1/admin/store/orders/${order.id}/refund`,
        headers: authHeader(staff.token),
        payload: { reason: 'Damaged in the warehouse' },
      });
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refunded = (first.statusCode === 200 ? first : second).json<AdminStoreOrder>();
    expect(refunded.status).toBe('REFUNDED');
    const grants = await context.deps.db
      .select()
      .from(treasuryGrants)
      .where(eq(treasuryGrants.idempotencyKey, `store:return:${order.id}`));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'STORE_REFUND', amountWei: artfi('2.5').toString() });
    await runGrantPayout(context.deps, grants[0]?.id ?? '');
    await runGrantPayout(context.deps, grants[0]?.id ?? '');
    expect(await readTokenBalance(chain(), member.address)).toBe(artfi('5'));
  });

  it('the financial overview counts the ARTFI the store took, less the ARTFI it gave back', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const storeArtfi = async () =>
      BigInt(
        (
          await context.app.inject({
            url: `/api/v1/admin/analytics/financial-overview?from=${today}&to=${today}`,
            headers: authHeader(staff.token),
          })
        ).json<FinancialOverview>().storeRevenueArtfiWei.current,
      );
    const before = await storeArtfi();
    const product = await createProduct(context, { stock: 5, price: null, priceArtfi: '1.5' });
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '3');
    const kept = (await checkoutArtfi(member, product.variantId)).json<StoreOrder>();
    const returned = (await checkoutArtfi(member, product.variantId)).json<StoreOrder>();
    for (const order of [kept, returned]) await payOrder(member, order.id);
    expect(await storeArtfi()).toBe(before + artfi('3'));
    await context.app.inject({
      method: 'POST',
      url: `/api/v1/admin/store/orders/${returned.id}/refund`,
      headers: authHeader(staff.token),
      payload: { reason: 'Lost in the post' },
    });
    expect(await storeArtfi()).toBe(before + artfi('1.5'));
  });

  it('a member may not cancel an order whose ARTFI payment is on its way', async () => {
    const product = await createProduct(context, { stock: 5, price: null, priceArtfi: '1' });
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '1');
    const order = (await checkoutArtfi(member, product.variantId)).json<StoreOrder>();
    await context.deps.db
      .update(storeOrders)
      .set({ paymentStartedAt: new Date(), reservedUntil: null })
      .where(eq(storeOrders.id, order.id));
    const cancel = await call(context, member.token, 'POST', `/store/orders/${order.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    const seen = await call(context, member.token, 'GET', `/store/orders/${order.id}`);
    expect(seen.json<StoreOrder>()).toMatchObject({
      status: 'PENDING_PAYMENT',
      artfiPayment: { state: 'AWAITING_CONFIRMATION', txHash: null },
    });
  });
});
