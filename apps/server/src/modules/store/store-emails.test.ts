import type { StoreOrder } from '@streamit/contract';
import { and, eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestContext,
  createSignedInAdmin,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { buy, checkout, createProduct, createShopper } from '../../../test/store.test-support.js';
import type { TestContext } from '../../../test/test-app.js';
import { emailOutbox } from '../email/email.schema.js';
import { retryDueEmails } from '../email/outbox.service.js';
import { users } from '../members/members.schema.js';

let context: TestContext;
let sink: SmtpSink;
let staff: TestAdmin;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createAdminTestContext({ SMTP_URL: sink.url });
  staff = await createSignedInAdmin(context, 'SUPER_ADMIN');
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

function staffPost(url: string, payload: object) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/store/orders${url}`,
    headers: authHeader(staff.token),
    payload,
  });
}

async function shopperSpeaking(language: 'en' | 'ar') {
  const member = await createShopper(context, 1_000);
  const [row] = await context.deps.db
    .update(users)
    .set({ preferredLanguage: language })
    .where(eq(users.id, member.id))
    .returning({ email: users.email });
  return { member, email: row?.email ?? '' };
}

function storeEmailsTo(email: string) {
  return context.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.kind, 'store-order-%')))
    .orderBy(emailOutbox.createdAt);
}

describe('the member hears of each step of an order by e-mail', () => {
  it('paid, shipped with tracking, delivered and refunded reach the outbox and the SMTP server', async () => {
    const product = await createProduct(context, { stock: 5, price: 100 });
    const { member, email } = await shopperSpeaking('en');
    const bought = await buy(context, member, product.variantId);
    if (!('order' in bought)) throw new Error(`purchase refused: ${bought.code}`);
    const id = bought.order.id;
    const shipping = { status: 'SHIPPED', carrier: 'Aramex', trackingNumber: 'ARX-55120' };
    expect((await staffPost(`/${id}/fulfilment`, shipping)).statusCode).toBe(200);
    expect((await staffPost(`/${id}/fulfilment`, { status: 'DELIVERED' })).statusCode).toBe(200);
    expect((await staffPost(`/${id}/refund`, { reason: 'Arrived damaged' })).statusCode).toBe(200);
    const kinds = (await storeEmailsTo(email)).map((row) => row.kind);
    expect(kinds).toEqual([
      'store-order-paid',
      'store-order-shipped',
      'store-order-delivered',
      'store-order-refunded',
    ]);
    await retryDueEmails(context.deps, pino({ level: 'silent' }));
    const shipped = await sink.waitFor(email, /is on its way/);
    expect(shipped.text).toContain('Aramex ARX-55120');
    expect(shipped.text).toContain(`/merchandise/orders/${id}`);
    for (const subject of [/is paid/, /was delivered/, /was refunded/])
      expect(sink.all(email, subject)).toHaveLength(1);
  });

  it('a cancelled order is told in the member’s language (Arabic here)', async () => {
    const product = await createProduct(context, { stock: 5, price: 100 });
    const { member, email } = await shopperSpeaking('ar');
    const placed = (await checkout(context, member, product.variantId)).json<StoreOrder>();
    const cancel = await context.app.inject({
      method: 'POST',
      url: `/api/v1/store/orders/${placed.id}/cancel`,
      headers: authHeader(member.token),
    });
    expect(cancel.statusCode).toBe(200);
    const [mail, ...others] = await storeEmailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail?.kind).toBe('store-order-cancelled');
    expect(mail?.subject).toContain(`أُلغي الطلب ${placed.id.slice(0, 8)}`);
  });
});
