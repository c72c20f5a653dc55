import {
  STORE_LOW_STOCK,
  type AdminStoreOrder,
  type AdminStoreProduct,
  type FinancialOverview,
  type PointsHistoryPage,
  type StoreOrder,
  type StoreProduct,
  type StoreVariant,
} from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { pointsBalanceOf } from '../../../test/wallet-exchange.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import {
  buy,
  createProduct,
  createShopper,
  stockOf,
  storeAccountBalance,
} from '../../../test/store.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';

const suite = useAdminSuite('SUPER_ADMIN');
let analyst: TestAdmin;
beforeAll(async () => {
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
});

function staff(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = suite.admin.token) {
  return suite.context.app.inject({
    method,
    url: `/api/v1/admin/store${url}`,
    headers: authHeader(token),
    ...(payload ? { payload } : {}),
  });
}

async function paidOrder(stock = 5, price = 300) {
  const product = await createProduct(suite.context, { stock, price });
  const member = await createShopper(suite.context, 1_000);
  const outcome = await buy(suite.context, member, product.variantId, 2);
  if (!('order' in outcome)) throw new Error(`purchase refused: ${outcome.code}`);
  return { product, member, order: outcome.order };
}

describe('the staff store desk', () => {
  it('creates a product and a variant, whose stock moves only by reasoned, audited adjustments', async () => {
    const created = await staff('POST', '/products', {
      slug: 'desk-made-print',
      title: { en: 'Desk-made print', ar: 'طبعة من المكتب' },
      description: { en: 'Made by staff.', ar: 'من إعداد الفريق.' },
      category: 'PRINTS',
      status: 'ACTIVE',
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<AdminStoreProduct>();
    const variant = (
      await staff('POST', `/products/${product.id}/variants`, {
        sku: 'DESK-A3',
        size: { en: 'A3', ar: 'A3' },
        pricePoints: 120,
      })
    ).json<StoreVariant>();
    expect(variant).toMatchObject({ stock: 0, pricePoints: 120, priceArtfi: null });
    const added = await staff('POST', `/variants/${variant.id}/stock`, {
      delta: 12,
      reason: 'First delivery',
    });
    expect(added.json<StoreVariant>().stock).toBe(12);
    const tooMany = await staff('POST', `/variants/${variant.id}/stock`, { delta: -13, reason: 'Count' });
    expect(errorOf(tooMany).code).toBe('STORE_STOCK_NEGATIVE');
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'store.stock-adjust'), eq(adminAuditLog.targetId, variant.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ delta: 12, stockAfter: 12, reason: 'First delivery' });
    const shop = await suite.context.app.inject({ url: '/api/v1/store/products/desk-made-print' });
    expect(shop.json<StoreProduct>().variants[0]).toMatchObject({ sku: 'DESK-A3', stock: 12 });
    const draft = await staff('PATCH', `/products/${product.id}`, { status: 'DRAFT' });
    expect(draft.json<AdminStoreProduct>().status).toBe('DRAFT');
    expect(
      (await suite.context.app.inject({ url: '/api/v1/store/products/desk-made-print' })).statusCode,
    ).toBe(404);
  });

  it('ships with carrier and tracking, which the member sees on the order timeline', async () => {
    const { member, order } = await paidOrder();
    const list = await staff('GET', `/orders?status=PAID&q=${encodeURIComponent(order.items[0]?.sku ?? '')}`);
    expect(list.json<{ items: AdminStoreOrder[] }>().items.map((item) => item.id)).toEqual([order.id]);
    expect((await staff('POST', `/orders/${order.id}/fulfilment`, { status: 'FULFILLING' })).statusCode).toBe(
      200,
    );
    const shipped = await staff('POST', `/orders/${order.id}/fulfilment`, {
      status: 'SHIPPED',
      carrier: 'Aramex',
      trackingNumber: 'AX123456789',
    });
    expect(shipped.json<AdminStoreOrder>()).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: 'AX123456789',
    });
    const seen = await suite.context.app.inject({
      url: `/api/v1/store/orders/${order.id}`,
      headers: authHeader(member.token),
    });
    expect(seen.json<StoreOrder>()).toMatchObject({ carrier: 'Aramex', trackingNumber: 'AX123456789' });
    expect(seen.json<StoreOrder>().timeline.map((step) => step.status)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
      'FULFILLING',
      'SHIPPED',
    ]);
    const backwards = await staff('POST', `/orders/${order.id}/fulfilment`, { status: 'FULFILLING' });
    expect(errorOf(backwards).code).toBe('STORE_ORDER_STATE');
  });

  it('a refund returns exactly what was paid, once, explained in the history', async () => {
    const { member, order } = await paidOrder(5, 275);
    expect(await pointsBalanceOf(suite.context, member.id)).toBe(450);
    const storeBefore = await storeAccountBalance(suite.context);
    await staff('POST', `/orders/${order.id}/fulfilment`, {
      status: 'SHIPPED',
      carrier: 'DHL',
      trackingNumber: 'DHL0001',
    });
    const refunded = await staff('POST', `/orders/${order.id}/refund`, { reason: 'Damaged in transit' });
    expect(refunded.json<AdminStoreOrder>().status).toBe('REFUNDED');
    expect(await pointsBalanceOf(suite.context, member.id)).toBe(1_000);
    expect(storeBefore - (await storeAccountBalance(suite.context))).toBe(550);
    const twice = await staff('POST', `/orders/${order.id}/refund`, { reason: 'Again' });
    expect(errorOf(twice).code).toBe('STORE_ORDER_STATE');
    expect(await pointsBalanceOf(suite.context, member.id)).toBe(1_000);
    const history = await suite.context.app.inject({
      url: '/api/v1/points/history',
      headers: authHeader(member.token),
    });
    expect(history.json<PointsHistoryPage>().items[0]).toMatchObject({
      reasonCode: 'storeRefund',
      amount: 550,
    });
  });

  it('a cancel before shipping returns the points and the stock', async () => {
    const { product, member, order } = await paidOrder(5, 100);
    expect(await stockOf(suite.context, product.variantId)).toBe(3);
    const cancelled = await staff('POST', `/orders/${order.id}/cancel`, { reason: 'Out of print' });
    expect(cancelled.json<AdminStoreOrder>().status).toBe('CANCELLED');
    expect(await stockOf(suite.context, product.variantId)).toBe(5);
    expect(await pointsBalanceOf(suite.context, member.id)).toBe(1_000);
  });

  it('shows the store revenue, net of returns, in the financial overview', async () => {
    await paidOrder(5, 120);
    const today = new Date().toISOString().slice(0, 10);
    const response = await suite.context.app.inject({
      url: `/api/v1/admin/analytics/financial-overview?from=${today}&to=${today}`,
      headers: authHeader(suite.admin.token),
    });
    expect(response.json<FinancialOverview>().storeRevenuePoints.current).toBe(
      await storeAccountBalance(suite.context),
    );
  });

  it('lists only products with a variant at the low-stock mark or below when asked', async () => {
    const low = await createProduct(suite.context, { stock: STORE_LOW_STOCK, price: 10 });
    const plenty = await createProduct(suite.context, { stock: STORE_LOW_STOCK + 1, price: 10 });
    const ids = async (query: string) =>
      (await staff('GET', `/products?limit=100${query}`))
        .json<{ items: AdminStoreProduct[] }>()
        .items.map((p) => p.id);
    const lowList = await ids('&lowStock=true');
    expect(lowList).toContain(low.productId);
    expect(lowList).not.toContain(plenty.productId);
    expect(await ids('')).toEqual(expect.arrayContaining([low.productId, plenty.productId]));
  });

  it('is closed to staff without canManagePoints', async () => {
    const refused = await staff('GET', '/orders', undefined, analyst.token);
    expect(refused.statusCode).toBe(403);
  });
});
