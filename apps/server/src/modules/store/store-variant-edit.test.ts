import type { StoreOrder, StoreVariant } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import { buy, createProduct, createShopper, stockOf } from '../../../test/store.test-support.js';
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

describe('editing a store variant', () => {
  it('changes SKU, options and prices, audited, while an order placed before keeps its total', async () => {
    const product = await createProduct(suite.context, { stock: 5, price: 300 });
    const member = await createShopper(suite.context, 1_000);
    const outcome = await buy(suite.context, member, product.variantId, 2);
    if (!('order' in outcome)) throw new Error(`purchase refused: ${outcome.code}`);
    const edited = await editVariant(product.variantId, {
      sku: 'EDITED-A2',
      size: 'A2',
      colour: 'Black',
      pricePoints: 450,
      priceArtfi: '12.5',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<StoreVariant>()).toMatchObject({
      sku: 'EDITED-A2',
      size: 'A2',
      colour: 'Black',
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
    expect(order.items[0]).toMatchObject({ unitPoints: 300, sku: outcome.order.items[0]?.sku });
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
