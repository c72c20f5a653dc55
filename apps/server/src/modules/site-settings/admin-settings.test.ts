import type { AdminSettings, SiteConfig } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { users } from '../members/members.schema.js';

const suite = useAdminSuite('ADMIN', { SUPPORT_EMAIL: 'help@streamit.test' });
let moderator: TestAdmin;

beforeAll(async () => {
  moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
});

const read = () =>
  injectAs(suite.context.app, suite.admin.token, { method: 'GET', url: '/api/v1/admin/settings' });
const save = (payload: object, token = suite.admin.token) =>
  injectAs(suite.context.app, token, { method: 'PUT', url: '/api/v1/admin/settings', payload });
const body = (version: number, changes: object = {}) => ({
  version,
  siteName: 'Art House',
  supportEmail: 'care@arthouse.test',
  registrationOpen: true,
  maintenance: { enabled: false },
  ...changes,
});
const siteConfig = async () =>
  (await suite.context.app.inject({ method: 'GET', url: '/api/v1/site/config' })).json<SiteConfig>();

describe('/admin/settings', () => {
  it('answers the defaults before anyone saved', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      siteName: 'StreamIt',
      supportEmail: 'help@streamit.test',
      registrationOpen: true,
      maintenance: { enabled: false, endsAt: null, message: null },
      fourEyes: { pointsAbove: 10_000, artfiAbove: 100 },
      version: 0,
      updatedAt: null,
      updatedByAdminId: null,
    });
  });

  it('saves with the current version, shows the name and address on the site, and audits the changes', async () => {
    const response = await save(body(0));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminSettings>()).toMatchObject({ siteName: 'Art House', version: 1 });
    expect(await siteConfig()).toMatchObject({ appName: 'Art House', supportEmail: 'care@arthouse.test' });
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.updated'));
    expect(audit.map((row) => row.details)).toEqual([
      {
        version: 1,
        changes: {
          siteName: { from: 'StreamIt', to: 'Art House' },
          supportEmail: { from: 'help@streamit.test', to: 'care@arthouse.test' },
        },
      },
    ]);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const response = await save(body(0, { siteName: 'Overwritten' }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('SETTINGS_VERSION_STALE');
    expect((await read()).json<AdminSettings>()).toMatchObject({ siteName: 'Art House', version: 1 });
  });

  it('lets exactly one of 50 parallel saves of the same version win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => save(body(1, { siteName: `Editor ${index}` }))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const winner = responses.find((response) => response.statusCode === 200)?.json<AdminSettings>();
    expect((await read()).json<AdminSettings>()).toMatchObject({ siteName: winner?.siteName, version: 2 });
  });

  it('closes registration: sign-up answers 403 REGISTRATION_CLOSED and creates nobody', async () => {
    expect((await save(body(2, { registrationOpen: false }))).statusCode).toBe(200);
    const before = await suite.context.deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'late@example.com', password: 'long-enough-password' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'REGISTRATION_CLOSED',
      message: 'Registration is currently closed. Please try again later.',
    });
    const after = await suite.context.deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('turns maintenance on with its end date for the maintenance page; the maintenance switch bumps the version too', async () => {
    const endsAt = '2031-05-06T07:08:09.000Z';
    const saved = await save(body(3, { maintenance: { enabled: true, endsAt, message: 'Upgrading' } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await siteConfig()).toMatchObject({
      countdownEndDate: endsAt,
      maintenance: { enabled: true, endsAt },
    });
    const off = await injectAs(suite.context.app, suite.admin.token, {
      method: 'PUT',
      url: '/api/v1/admin/site/maintenance',
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await save(body(4))).statusCode).toBe(409);
    expect((await read()).json<AdminSettings>().version).toBe(5);
  });

  it('refuses bad input and other roles', async () => {
    expect((await save({ ...body(5), extra: true })).statusCode).toBe(400);
    expect((await save(body(5, { supportEmail: 'not-an-address' }))).statusCode).toBe(400);
    expect((await save(body(5, { siteName: '   ' }))).statusCode).toBe(400);
    expect((await save(body(5), moderator.token)).statusCode).toBe(403);
    expect((await read()).json<AdminSettings>().version).toBe(5);
  });
});
