import type { StoreCart, StoreOrder, StoreProduct, StoreVariant } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import {
  buy,
  checkout,
  createProduct,
  createShopper,
  stockOf,
  type TestProduct,
} from '../../../test/store.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';

const suite = useAdminSuite('SUPER_ADMIN');
let analyst: TestAdmin;
beforeAll(async () => {
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
});

function editVariant(id: string, payload: object, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/store/variants/${id}`,
    headers: authHeader(token),
    payload,
  });
}

function addVariant(productId: string, payload: object) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/store/products/${productId}/variants`,
    headers: authHeader(suite.admin.token),
    payload,
  });
}

const NATURAL = { en: 'Natural', ar: 'طبيعي' };
const POSTER = { en: '50 × 70 cm', ar: '50 × 70 سم' };

/** A new variant of the product in POSTER size and NATURAL colour (typed with spaces around), with stock. */
async function addBilingualVariant(product: TestProduct): Promise<StoreVariant> {
  const added = await addVariant(product.productId, {
    sku: `${product.slug.slice(-8).toUpperCase()}-NAT`,
    size: POSTER,
    colour: { en: ' Natural ', ar: ' طبيعي ' },
    pricePoints: 250,
  });
  expect(added.statusCode).toBe(201);
  const variant = added.json<StoreVariant>();
  await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/store/variants/${variant.id}/stock`,
    headers: authHeader(suite.admin.token),
    payload: { delta: 3, reason: 'First delivery' },
  });
  return variant;
}

describe("a variant's size and colour in English and Arabic", () => {
  it('come back in both languages on the product, the cart and the placed order, which keeps them', async () => {
    const product = await createProduct(suite.context, { stock: 1, price: 100 });
    const variant = await addBilingualVariant(product);
    expect(variant).toMatchObject({ size: POSTER, colour: NATURAL });
    const page = await suite.context.app.inject({ url: `/api/v1/store/products/${product.slug}` });
    const shown = page.json<StoreProduct>().variants.find((each) => each.id === variant.id);
    expect(shown).toMatchObject({ size: POSTER, colour: NATURAL, stock: 3 });
    const member = await createShopper(suite.context, 1_000);
    const cart = await suite.context.app.inject({
      method: 'PUT',
      url: '/api/v1/store/cart/items',
      headers: authHeader(member.token),
      payload: { variantId: variant.id, quantity: 1 },
    });
    expect(cart.json<StoreCart>().items).toMatchObject([{ size: POSTER, colour: NATURAL }]);
    const placed = await checkout(suite.context, member, null);
    expect(placed.statusCode).toBe(201);
    expect(placed.json<StoreOrder>().items).toMatchObject([{ size: POSTER, colour: NATURAL }]);
    await editVariant(variant.id, {
      sku: variant.sku,
      colour: { en: 'Black', ar: 'أسود' },
      pricePoints: 250,
    });
    const order = await suite.context.app.inject({
      url: `/api/v1/store/orders/${placed.json<StoreOrder>().id}`,
      headers: authHeader(member.token),
    });
    expect(order.json<StoreOrder>().items).toMatchObject([{ size: POSTER, colour: NATURAL }]);
  });

  it('refuses an option in one language only (400, the validation error naming the missing one)', async () => {
    const product = await createProduct(suite.context, { stock: 1, price: 100 });
    const sku = `ONE-LANGUAGE-${product.slug.slice(-6).toUpperCase()}`;
    const refusals = await Promise.all(
      [{ en: 'Natural' }, { en: 'Natural', ar: '   ' }, 'Natural'].map((colour) =>
        addVariant(product.productId, {
          sku,
          colour,
          pricePoints: 1,
        }),
      ),
    );
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([400, 400, 400]);
    expect(refusals.map((refusal) => errorOf(refusal).code)).toEqual(Array(3).fill('VALIDATION_FAILED'));
    const details = refusals[0]?.json<{ error: { details: { path: string }[] } }>().error.details;
    expect(details?.map((detail) => detail.path)).toEqual(['colour.ar']);
    const edited = await editVariant(product.variantId, {
      sku,
      size: { ar: 'A3' },
      pricePoints: 1,
    });
    expect(edited.statusCode).toBe(400);
    expect(errorOf(edited).code).toBe('VALIDATION_FAILED');
  });
});

describe('editing a store variant', () => {
  it('changes SKU, options and prices, audited, while an order placed before keeps its total', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 300 });
    const member = await createShopper(suite.context, 1_000);
    const outcome = await buy(suite.context, member, product.variantId, 2);
    if (!('order' in outcome)) throw new Error(`purchase refused: ${outcome.code}`);
    const edited = await editVariant(product.variantId, {
      sku: 'EDITED-A2',
      size: { en: 'A2', ar: 'A2' },
      colour: { en: 'Black', ar: 'أسود' },
      pricePoints: 450,
      priceArtfi: '12.5',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<StoreVariant>()).toMatchObject({
      sku: 'EDITED-A2',
      size: { en: 'A2', ar: 'A2' },
      colour: { en: 'Black', ar: 'أسود' },
      pricePoints: 450,
      priceArtfi: '12.5',
      stock: 3,
    });
    expect(await stockOf(suite.context, product.variantId)).toBe(3);
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'store.variant-update'), eq(adminAuditLog.targetId, product.variantId)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ sku: 'EDITED-A2', productId: product.productId });
    const placed = await suite.context.app.inject({
      url: `/api/v1/store/orders/${outcome.order.id}`,
      headers: authHeader(member.token),
    });
    const order = placed.json<StoreOrder>();
    expect(order.totalPoints).toBe(600);
    expect(order.items[0]).toMatchObject({
      unitPoints: 300,
      sku: outcome.order.items[0]?.sku,
      size: { en: 'A3', ar: 'A3' },
      colour: null,
    });
  });

  it('refuses a SKU another variant uses, an unknown variant and staff without canManagePoints', async () => {
    const first = await createProduct(suite.context, { stock: 1, price: 100 });
    const second = await createProduct(suite.context, { stock: 1, price: 100 });
    await editVariant(first.variantId, { sku: 'TAKEN-SKU-1', pricePoints: 100 });
    const clash = await editVariant(second.variantId, { sku: 'TAKEN-SKU-1', pricePoints: 100 });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).code).toBe('STORE_SKU_TAKEN');
    const unknown = await editVariant('00000000-0000-4000-8000-000000000000', {
      sku: 'NOBODY-1',
      pricePoints: 100,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const refused = await editVariant(first.variantId, { sku: 'ANALYST-1', pricePoints: 1 }, analyst.token);
    expect(refused.statusCode).toBe(403);
  });

  it('gives one SKU to exactly one of 50 parallel edits; the others get the SKU conflict', async () => {
    const products = await Promise.all(
      Array.from({ length: 50 }, () => createProduct(suite.context, { stock: 1, price: 100 })),
    );
    const answers = await Promise.all(
      products.map((product) => editVariant(product.variantId, { sku: 'RACE-SKU-1', pricePoints: 100 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => errorOf(answer).code)).toEqual(Array(49).fill('STORE_SKU_TAKEN'));
  });
});
