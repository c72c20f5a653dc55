import type { SecurityStatus, ServerErrorPage, SystemHealth } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  TEST_TOTP_KEY,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';

let context: TestContext;
let admin: TestAdmin;
let moderator: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext({ METRICS_TOKEN: 'metrics-token-0123456789' }, (app) => {
    app.get('/api/v1/test-boom/:id', () => {
      throw new Error('lookup failed for jane@example.com with Bearer abc.def.ghi');
    });
  });
  admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
  moderator = await createSignedInAdmin(context, 'MODERATOR');
});
afterAll(async () => {
  await context.close();
});

const get = (url: string, token = admin.token) =>
  injectAs(context.app, token, { method: 'GET', url: `/api/v1/admin/system/${url}` });

describe('/admin/system', () => {
  it('health reports database, queue, storage, email and chain', async () => {
    const response = await get('health');
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json<SystemHealth>();
    expect(health.checks.database.status).toBe('up');
    expect(health.checks.queue.status).toBe('up');
    expect(health.checks.storage.figures.freeBytes).toBeGreaterThan(0);
    expect(health.checks.email).toMatchObject({ status: 'unconfigured' });
    // The test app runs without a chain, so exchanges could not pay out: the screen says so.
    expect(health.checks.chain.status).toBe('down');
    expect(health.status).toBe('degraded');
  });

  it('keeps each 5xx with request id and route pattern, masking addresses and tokens', async () => {
    const boom = await context.app.inject({ method: 'GET', url: '/api/v1/test-boom/42?code=secret-code' });
    expect(boom.statusCode).toBe(500);
    let page: ServerErrorPage | undefined;
    for (let attempt = 0; attempt < 50 && !page?.items.length; attempt += 1) {
      page = (await get('logs/errors')).json<ServerErrorPage>();
      if (!page.items.length) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page?.items[0]).toMatchObject({
      method: 'GET',
      route: '/api/v1/test-boom/:id',
      status: 500,
      message: 'Error: lookup failed for [email] with Bearer [redacted]',
    });
    expect(page?.items[0]?.requestId).toBeTruthy();
    expect(JSON.stringify(page)).not.toContain('secret-code');
  });

  it('security status counts staff TOTP and names secrets without their values', async () => {
    const response = await get('security-status');
    const status = response.json<SecurityStatus>();
    expect(status.staffTotp).toEqual({ active: 2, withTotp: 2, withoutTotp: [] });
    expect(status.secrets).toContainEqual({ name: 'ADMIN_TOTP_ENCRYPTION_KEY', set: true });
    expect(status.secrets).toContainEqual({ name: 'METRICS_TOKEN', set: true });
    expect(status.secrets).toContainEqual({ name: 'SMTP_URL', set: false });
    expect(status).toMatchObject({ trustProxy: 'off', https: false, sessionCookies: false });
    expect(status.warnings).toEqual(['PUBLIC_URL_NOT_HTTPS']);
    expect(response.body).not.toContain(TEST_TOTP_KEY);
    expect(response.body).not.toContain('metrics-token-0123456789');
  });

  it('security config lists the running settings and never a secret', async () => {
    const response = await get('security-config');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ settings: { name: string }[] }>().settings.map((setting) => setting.name);
    expect(names).toContain('TRUST_PROXY');
    expect(names).not.toContain('DATABASE_URL');
    expect(names).not.toContain('ADMIN_TOTP_ENCRYPTION_KEY');
    expect(response.body).not.toContain(TEST_TOTP_KEY);
    expect(response.body).not.toContain(context.database.url);
  });

  it('is for SUPER_ADMIN and ADMIN only', async () => {
    for (const url of ['health', 'logs/errors', 'security-status', 'security-config']) {
      expect((await get(url, moderator.token)).statusCode).toBe(403);
    }
  });
});
