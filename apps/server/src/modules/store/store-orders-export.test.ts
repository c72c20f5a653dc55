import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, useAdminSuite, type TestAdmin } from '../../../test/admin-auth.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import { buy, createProduct, createShopper } from '../../../test/store.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { users } from '../members/members.schema.js';

const suite = useAdminSuite('SUPER_ADMIN');
let analyst: TestAdmin;
beforeAll(async () => {
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
});

function exportCsv(query: string, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'GET',
    url: `/api/v1/admin/store/orders/export?${query}`,
    headers: authHeader(token),
  });
}

async function orderBy(name: string) {
  const product = await createProduct(suite.context, { stock: 5, price: 100 });
  const member = await createShopper(suite.context, 1_000);
  await suite.context.deps.db.update(users).set({ displayName: name }).where(eq(users.id, member.id));
  const outcome = await buy(suite.context, member, product.variantId, 2);
  if (!('order' in outcome)) throw new Error(`purchase refused: ${outcome.code}`);
  return { order: outcome.order };
}

describe('the store orders CSV export', () => {
  it("writes the list's filtered orders, defuses formulas and is audited", async () => {
    const { order } = await orderBy('=HYPERLINK("http://evil.example")');
    const response = await exportCsv(`status=PAID&q=${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="store-orders-/);
    const [header, row, ...rest] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'orderId,createdAt,status,memberEmail,memberName,items,paymentMethod,totalPoints,totalArtfi,country,carrier,trackingNumber',
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`"${order.id}"`);
    expect(row).toContain('"PAID"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`"2 x ${order.items[0]?.sku ?? ''}"`);
    const none = await exportCsv(`status=SHIPPED&q=${order.id}`);
    expect(none.body.trimEnd().split('\r\n')).toHaveLength(1);
    const audited = await suite.context.deps.db
      .select({ details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'store.orders-export'), eq(adminAuditLog.actorAdminId, suite.admin.id)),
      );
    expect(audited.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({ status: 'PAID', rows: 1, completed: true }),
    );
  });

  it('refuses staff without canManagePoints and unknown filters', async () => {
    expect((await exportCsv('', analyst.token)).statusCode).toBe(403);
    expect((await exportCsv('status=LOST')).statusCode).toBe(400);
  });
});
