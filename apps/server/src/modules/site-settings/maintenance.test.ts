import type { AuditLogPage, MaintenanceState, SiteConfig } from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginToken, registerVerified } from '../../../test/member-auth.test-support.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
  useStaffDeskSuite,
} from '../../../test/admin-auth.test-support.js';
import { forgetMaintenance } from './maintenance-state.js';

const suite = useStaffDeskSuite('SUPER_ADMIN', {
  SUPPORT_EMAIL: 'help@streamit.test',
  COUNTDOWN_END_DATE: '2031-01-02T03:04:05Z',
});
let admin: TestAdmin;
let member: string;

beforeAll(async () => {
  admin = await createSignedInAdmin(suite.context, 'ADMIN');
  await registerVerified(suite.context.app, suite.sink, { email: 'member@example.com' });
  member = await loginToken(suite.context.app, 'member@example.com');
});

const siteConfig = async () => {
  const response = await suite.context.app.inject({ method: 'GET', url: '/api/v1/site/config' });
  expect(response.statusCode).toBe(200);
  return { body: response.json<SiteConfig>(), headers: response.headers };
};
const setMaintenance = (token: string | null, payload: object) =>
  injectAs(suite.context.app, token, { method: 'PUT', url: '/api/v1/admin/site/maintenance', payload });
const changePassword = () =>
  suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/change-password',
    headers: bearer(member),
    payload: { currentPassword: 'wrong-password-123', newPassword: 'another-long-password-9' },
  });
/** The member route ran: it judged the (wrong) current password instead of being turned away. */
async function expectPasswordCheckReached(): Promise<void> {
  const response = await changePassword();
  expect(response.statusCode).toBe(400);
  expect(errorOf(response).code).toBe('CURRENT_PASSWORD_INCORRECT');
}
const subscribe = () =>
  suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscriptions',
    remoteAddress: '198.51.100.200',
    payload: { email: 'during-maintenance@example.com' },
  });

describe('GET /site/config', () => {
  it('answers the app name, support address, countdown default, providers and maintenance off, cacheable briefly', async () => {
    const { body, headers } = await siteConfig();
    expect(body).toEqual({
      appName: 'StreamIt',
      supportEmail: 'help@streamit.test',
      countdownEndDate: '2031-01-02T03:04:05Z',
      maintenance: { enabled: false, endsAt: null, message: null },
      oauthProviders: [],
    });
    expect(headers['cache-control']).toBe('public, max-age=15');
  });

  it('lists an OAuth provider once its client id and secret are configured', async () => {
    const withGoogle = await createAdminTestContext({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      const response = await withGoogle.app.inject({ method: 'GET', url: '/api/v1/site/config' });
      expect(response.json<SiteConfig>().oauthProviders).toEqual(['google']);
    } finally {
      await withGoogle.close();
    }
  });
});

describe('switching maintenance mode', () => {
  it('refuses a member token (401), a guest (401) and a MODERATOR (403), and changes nothing', async () => {
    const moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
    expect((await setMaintenance(member, { enabled: true })).statusCode).toBe(401);
    expect((await setMaintenance(null, { enabled: true })).statusCode).toBe(401);
    const forbidden = await setMaintenance(moderator.token, { enabled: true });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe('FORBIDDEN');
    expect((await siteConfig()).body.maintenance.enabled).toBe(false);
  });

  it('rejects unknown fields and bad dates with 400', async () => {
    expect((await setMaintenance(suite.admin.token, { enabled: true, extra: 1 })).statusCode).toBe(400);
    expect(
      (await setMaintenance(suite.admin.token, { enabled: true, endsAt: 'next tuesday' })).statusCode,
    ).toBe(400);
    expect((await setMaintenance(suite.admin.token, { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('on: member mutations answer 503 MAINTENANCE, the site config says so, the admin realm still works', async () => {
    await expectPasswordCheckReached();
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const on = await setMaintenance(admin.token, {
      enabled: true,
      endsAt,
      message: 'New galleries arriving',
    });
    expect(on.statusCode).toBe(200);
    expect(on.json<MaintenanceState>()).toMatchObject({ enabled: true, endsAt, updatedByAdminId: admin.id });

    const refused = await changePassword();
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused)).toEqual({
      code: 'MAINTENANCE',
      message: "We're down for scheduled maintenance and will be back soon. Thank you for your patience.",
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await subscribe()).statusCode).toBe(503);
    const profile = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(member),
    });
    expect(profile.statusCode).toBe(503);

    const { body } = await siteConfig();
    expect(body.maintenance).toEqual({ enabled: true, endsAt, message: 'New galleries arriving' });
    expect(body.countdownEndDate).toBe(endsAt);
    expect((await suite.context.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const audit = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/system/logs/audit',
    });
    expect(audit.statusCode).toBe(200);
    const state = await injectAs(suite.context.app, admin.token, {
      method: 'GET',
      url: '/api/v1/admin/site/maintenance',
    });
    expect(state.json<MaintenanceState>().enabled).toBe(true);
  });

  it('decides exemptions on the matched route: no spelling of a member path borrows one', async () => {
    const tricks = [
      '/api/v1/auth/admin/../../auth/login',
      '/api/v1/auth/admin/%2e%2e/%2e%2e/auth/login',
      '/api/v1/site/config/../../auth/login',
    ];
    for (const url of tricks) {
      const response = await suite.context.app.inject({
        method: 'POST',
        url,
        payload: { email: 'member@example.com' },
      });
      expect([404, 503]).toContain(response.statusCode);
    }
    expect((await suite.context.app.inject({ method: 'GET', url: '/api/v1/no-such-route' })).statusCode).toBe(
      503,
    );
    expect((await suite.context.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).statusCode).toBe(
      200,
    );
    const page = await suite.context.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).not.toBe(503);
  });

  it('lets staff sign in while it is on (the admin login route is exempt)', async () => {
    const late = await createSignedInAdmin(suite.context, 'ANALYST');
    expect(late.token).toMatch(/^sta_/);
  });

  it('off again: member calls work at once, the countdown falls back to configuration', async () => {
    const off = await setMaintenance(suite.admin.token, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<MaintenanceState>()).toMatchObject({ enabled: false, endsAt: null, message: null });
    await expectPasswordCheckReached();
    expect((await subscribe()).statusCode).toBe(202);
    expect((await siteConfig()).body.countdownEndDate).toBe('2031-01-02T03:04:05Z');
  });

  it('writes an audit row for every switch, with actor, IP and before/after', async () => {
    const response = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/system/logs/audit?targetType=site_settings',
    });
    const page = response.json<AuditLogPage>();
    expect(page.items.map((item) => item.action)).toEqual(['maintenance.disabled', 'maintenance.enabled']);
    expect(page.items[1]).toMatchObject({
      actorAdminId: admin.id,
      targetId: 'maintenance',
      details: {
        enabled: true,
        message: 'New galleries arriving',
        previous: { enabled: false, endsAt: null },
      },
    });
    expect(page.items[0]?.actorAdminId).toBe(suite.admin.id);
    expect(page.items[0]?.ip).toMatch(/^10\.77\./);
  });

  it('is read from PostgreSQL, so a switch made by another process is honoured once the copy expires', async () => {
    await suite.context.database.pool.query('UPDATE site_settings SET maintenance_enabled = true');
    forgetMaintenance(suite.context.deps);
    expect((await changePassword()).statusCode).toBe(503);
    await suite.context.database.pool.query('UPDATE site_settings SET maintenance_enabled = false');
    forgetMaintenance(suite.context.deps);
    await expectPasswordCheckReached();
  });
});
