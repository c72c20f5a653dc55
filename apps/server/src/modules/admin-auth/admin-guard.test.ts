import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import { generateToken } from '../../lib/security/tokens.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  injectAs,
  listRoutes,
  type Route,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';

const ADMIN_ROUTE = /^\/api\/v1\/admin(\/|$)/;
/** A route added by the test without any guard of its own, as a careless future module might. */
const UNGUARDED = '/api/v1/admin/forgotten-guard';

let context: TestContext;
let adminRoutes: Route[];
let superAdmin: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext({ CORS_ORIGINS: 'https://console.example' }, (app) => {
    app.get(UNGUARDED, () => ({ open: true }));
  });
  adminRoutes = listRoutes(context.app).filter((route) => ADMIN_ROUTE.test(route.url));
  superAdmin = await createSignedInAdmin(context, 'SUPER_ADMIN');
});
afterAll(async () => {
  await context.close();
});

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, randomUUID());
}

describe('the /api/v1/admin guard', () => {
  it('finds the admin routes it must cover', () => {
    const urls = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/admin-users',
        'POST /api/v1/admin/admin-users',
        'PATCH /api/v1/admin/admin-users/:id',
        'DELETE /api/v1/admin/admin-users/:id',
        'GET /api/v1/admin/system/logs/audit',
        `GET ${UNGUARDED}`,
      ]),
    );
  });

  it('answers 401 on every admin route to no token, member tokens, unknown and foreign tokens', async () => {
    const member = generateToken('member');
    const tokens = [
      null,
      member,
      `${member}-vip-admin@streamit.local`,
      generateToken('admin'),
      'not-a-token',
    ];
    for (const route of adminRoutes) {
      for (const token of tokens) {
        const response = await injectAs(context.app, token, {
          method: route.method,
          url: concrete(route.url),
          ...(['POST', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${String(token)}`).toBe(401);
        expect(errorOf(response).message).toBe('Admin authentication failed');
      }
    }
  });

  it('closes a route registered without requireAdmin, and opens it to an admin', async () => {
    const anonymous = await injectAs(context.app, null, { method: 'GET', url: UNGUARDED });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await injectAs(context.app, superAdmin.token, { method: 'GET', url: UNGUARDED });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is not fooled by encoded, doubled or differently cased paths', async () => {
    for (const url of [
      '/api/v1/%61dmin/admin-users',
      '/api/v1/admin//admin-users',
      '/api/v1/ADMIN/admin-users',
    ]) {
      const response = await injectAs(context.app, null, { method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers 401 for unknown admin paths, so their existence is not revealed', async () => {
    const anonymous = await injectAs(context.app, null, {
      method: 'GET',
      url: '/api/v1/admin/no-such-thing',
    });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await injectAs(context.app, superAdmin.token, {
      method: 'GET',
      url: '/api/v1/admin/no-such-thing',
    });
    expect(signedIn.statusCode).toBe(404);
  });

  it('still lets CORS preflights of allowed origins through', async () => {
    const response = await injectAs(context.app, null, {
      method: 'OPTIONS',
      url: '/api/v1/admin/admin-users',
      headers: { origin: 'https://console.example', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://console.example');
  });
});
