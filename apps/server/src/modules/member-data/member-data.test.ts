import { existsSync } from 'node:fs';
import type { DataExportLink, MyDataExport } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInMember, useMemberSuite } from '../../../test/member-auth.test-support.js';
import { ADDRESS, createProduct } from '../../../test/store.test-support.js';
import { deleteExpiredDataExports, runDataExportJob } from './member-data-job.service.js';
import { dataExportFilePath } from './member-data.service.js';

const suite = useMemberSuite({
  DATA_DIR: `/tmp/streamit-member-data-test-${String(process.pid)}`,
  RATE_LIMIT_WRITE_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  MEMBER_DATA_EXPORT_RETENTION_DAYS: '7',
});
const EMAIL = 'own-data@member-data.test';
const silent = { info: () => undefined, warn: () => undefined };
let token: string;
let userId: string;

const call = (method: 'GET' | 'POST', url: string, as = token) =>
  suite.context.app.inject({ method, url: `/api/v1/auth/data-export${url}`, headers: bearer(as) });

beforeAll(async () => {
  token = await signedInMember(suite.context.app, suite.sink, EMAIL);
  const rows = await suite.context.deps.db.execute<{ id: string }>(
    sql`SELECT id FROM users WHERE email = ${EMAIL}`,
  );
  userId = rows.rows[0]?.id ?? '';
  await suite.context.deps.db.execute(sql`
    INSERT INTO support_tickets (user_id, email, category, subject, priority, tier, first_response_due_at, resolution_due_at)
    VALUES (${userId}, ${EMAIL}, 'POINTS', 'Where are my points', 'NORMAL', 'BASIC', now(), now())`);
  await placeToteOrder();
}, 60_000);

/** An order of one tote bag in the colour 'Natural' (طبيعي), written as a checkout leaves it. */
async function placeToteOrder() {
  const product = await createProduct(suite.context, { stock: 1, price: 250 });
  await suite.context.deps.db.execute(sql`
    WITH placed AS (INSERT INTO store_orders (user_id, checkout_key, payment_method, total_points, address)
      VALUES (${userId}, 'member-data-tote', 'POINTS', 250, ${JSON.stringify(ADDRESS)}::jsonb) RETURNING id)
    INSERT INTO store_order_items (order_id, variant_id, product_id, title_en, title_ar, sku, colour, colour_ar,
      quantity, unit_points)
    SELECT id, ${product.variantId}, ${product.productId}, 'Museum Night Tote', 'حقيبة ليلة المتحف', 'TOTE-NAT',
      'Natural', 'طبيعي', 1, 250 FROM placed`);
}

describe('download my data', () => {
  it('queues one copy for 50 parallel requests; the others answer 409 DATA_EXPORT_IN_PROGRESS', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', '')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 202)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      error: { code: 'DATA_EXPORT_IN_PROGRESS' },
    });
    const status = (await call('GET', '')).json<MyDataExport>();
    expect(status.export?.status).toBe('PREPARING');
    expect((await call('POST', '/link')).json()).toMatchObject({ error: { code: 'DATA_EXPORT_NOT_READY' } });
  });

  it('builds the file with every section and no secrets, then e-mails the member without a token', async () => {
    const id = (await call('GET', '')).json<MyDataExport>().export?.id ?? '';
    await runDataExportJob(suite.context.deps, id, silent);
    const status = (await call('GET', '')).json<MyDataExport>();
    expect(status.export).toMatchObject({ id, status: 'READY' });
    const mail = await suite.sink.waitFor(EMAIL, /copy of your data is ready/);
    expect(mail.text).toContain('http://localhost:5999/merchandise/account');
    expect(mail.text).not.toContain('token=');
    const link = (await call('POST', '/link')).json<DataExportLink>();
    const file = await suite.context.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="streamit-my-data-/);
    const data = file.json<Record<string, unknown>>();
    expect(Object.keys(data)).toEqual([
      'generatedAt',
      'profile',
      'signIns',
      'sessions',
      'devices',
      'pointsHistory',
      'exchanges',
      'wallets',
      'orders',
      'supportTickets',
      'content',
    ]);
    expect(data.profile).toMatchObject({ email: EMAIL });
    expect((data.signIns as unknown[]).length).toBeGreaterThan(0);
    expect(data.supportTickets).toMatchObject([{ subject: 'Where are my points' }]);
    expect(data.orders).toMatchObject([
      { items: [{ sku: 'TOTE-NAT', size: null, colour: { en: 'Natural', ar: 'طبيعي' } }] },
    ]);
    expect(file.body).not.toMatch(/password_hash|token_hash|\$argon2|encrypted_private_key/);
  });

  it('opens a link once: of 50 parallel downloads exactly one gets the file, the rest 410', async () => {
    const link = (await call('POST', '/link')).json<DataExportLink>();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => suite.context.app.inject({ method: 'GET', url: link.url })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 410);
    expect(refused).toHaveLength(49);
    expect(refused[0]?.json()).toMatchObject({ error: { code: 'DATA_EXPORT_LINK_INVALID' } });
    const forged = link.url.replace(/token=.*/, `token=${'A'.repeat(43)}`);
    expect((await suite.context.app.inject({ method: 'GET', url: forged })).statusCode).toBe(410);
  });

  it('gives another member nothing: no copy of theirs, no link', async () => {
    const other = await signedInMember(suite.context.app, suite.sink, 'other@member-data.test');
    expect((await call('GET', '', other)).json()).toEqual({ export: null });
    expect((await call('POST', '/link', other)).statusCode).toBe(409);
  });

  it('keeps the file MEMBER_DATA_EXPORT_RETENTION_DAYS, then the retention job deletes it (clock pinned)', async () => {
    const ready = (await call('GET', '')).json<MyDataExport>().export;
    const id = ready?.id ?? '';
    const expiresAt = Date.parse(ready?.expiresAt ?? '');
    expect(expiresAt - Date.parse(ready?.readyAt ?? '')).toBe(7 * 86_400_000);
    expect(await deleteExpiredDataExports(suite.context.deps, new Date(expiresAt - 60_000))).toBe(0);
    expect(existsSync(dataExportFilePath(suite.context.deps, id))).toBe(true);
    expect(await deleteExpiredDataExports(suite.context.deps, new Date(expiresAt + 60_000))).toBe(1);
    expect(existsSync(dataExportFilePath(suite.context.deps, id))).toBe(false);
    expect((await call('GET', '')).json<MyDataExport>().export?.status).toBe('EXPIRED');
    expect((await call('POST', '/link')).json()).toMatchObject({ error: { code: 'DATA_EXPORT_NOT_READY' } });
  });

  it('fails a request whose job never finished, so the member can ask again', async () => {
    const other = await signedInMember(suite.context.app, suite.sink, 'stuck@member-data.test');
    expect((await call('POST', '', other)).statusCode).toBe(202);
    const requestedAt = Date.parse(
      (await call('GET', '', other)).json<MyDataExport>().export?.requestedAt ?? '',
    );
    await deleteExpiredDataExports(suite.context.deps, new Date(requestedAt + 30 * 60_000));
    expect((await call('GET', '', other)).json<MyDataExport>().export?.status).toBe('PREPARING');
    await deleteExpiredDataExports(suite.context.deps, new Date(requestedAt + 61 * 60_000));
    expect((await call('GET', '', other)).json<MyDataExport>().export?.status).toBe('FAILED');
    expect((await call('POST', '', other)).statusCode).toBe(202);
  });
});
