import { defineEndpoint, type Endpoint } from '@streamit/contract';
import Fastify, { type onRequestAsyncHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildRouteTable, fillPath, type RouteEntry } from '../../test/route-table.test-support.js';
import type { TestContext } from '../../test/test-app.js';
import { createAdminTestContext, createSignedInAdmin } from '../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../test/moderation.test-support.js';
import { installEndpointGuards, registerEndpoint, type EndpointRouteOptions } from './register-endpoint.js';

let context: TestContext;

beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(async () => {
  await context.close();
});

function call(entry: RouteEntry, token?: string) {
  return context.app.inject({
    method: entry.method as 'GET',
    url: fillPath(entry),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: '198.51.100.62',
  });
}

/** Contract routes of one realm; with `staffRule`, only those naming a permission or roles. */
function contractRoutes(auth: Endpoint['auth'], staffRule = false): RouteEntry[] {
  return buildRouteTable(context.app).filter(({ endpoint }) => {
    if (endpoint?.auth !== auth) return false;
    return !staffRule || (endpoint.auth === 'admin' && Boolean(endpoint.permission ?? endpoint.roles));
  });
}

describe('authentication runs before body validation', () => {
  it('answers an anonymous member call with 401, whatever its body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { unexpected: true },
      remoteAddress: '198.51.100.60',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('answers an anonymous admin call with 401, whatever its body', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site/maintenance',
      payload: { enabled: 'yes', extra: 1 },
      remoteAddress: '198.51.100.61',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'ADMIN_AUTH_FAILED' } });
  });
});

describe('guards derived from endpoint.auth', () => {
  it('closes every non-public contract route to an anonymous caller with 401', async () => {
    const guarded = [...contractRoutes('member'), ...contractRoutes('admin')];
    expect(guarded.length).toBeGreaterThan(80);
    const answers = await Promise.all(
      guarded.map(async (entry) => `${entry.method} ${entry.url} ${(await call(entry)).statusCode}`),
    );
    expect(answers.filter((line) => !line.endsWith(' 401'))).toEqual([]);
  });

  it('refuses a member token on every admin route with 401', async () => {
    const { token } = await createSignedInMember(context);
    const answers = await Promise.all(
      contractRoutes('admin').map(async (e) => `${e.method} ${e.url} ${(await call(e, token)).statusCode}`),
    );
    expect(answers.filter((line) => !line.endsWith(' 401'))).toEqual([]);
  });

  it('answers 403 to staff without the permission or role an admin route names', async () => {
    // An ANALYST holds only canViewAnalytics, which only the analytics reports ask for; a CONTENT_MODERATOR
    // (canModerateContent only) is refused those.
    const analyst = await createSignedInAdmin(context, 'ANALYST');
    const moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    const routes = contractRoutes('admin', true);
    const analytics = (e: RouteEntry) =>
      e.endpoint?.auth === 'admin' && e.endpoint.permission === 'canViewAnalytics';
    expect(routes.filter(analytics).length).toBeGreaterThanOrEqual(5);
    expect(routes.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      routes.map(async (e) => {
        const token = analytics(e) ? moderator.token : analyst.token;
        return `${e.method} ${e.url} ${(await call(e, token)).statusCode}`;
      }),
    );
    expect(answers.filter((line) => !line.endsWith(' 403'))).toEqual([]);
  });

  it('lets staff into a member route only with the flag it names (staffPermission)', async () => {
    const analyst = await createSignedInAdmin(context, 'ANALYST');
    const routes = contractRoutes('member').filter(({ endpoint }) => {
      return endpoint?.auth === 'member' && endpoint.staffPermission !== undefined;
    });
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const answers = await Promise.all(
      routes.map(async (e) => `${e.method} ${e.url} ${(await call(e, analyst.token)).statusCode}`),
    );
    expect(answers.filter((line) => !line.endsWith(' 403'))).toEqual([]);
  });
});

describe('registerEndpoint', () => {
  const memberEndpoint = defineEndpoint({
    method: 'GET',
    path: '/guarded',
    summary: 'A member endpoint',
    tags: ['test'],
    auth: 'member',
    response: z.object({ ok: z.boolean() }),
  });
  const pass: onRequestAsyncHookHandler = async () => {};

  it('refuses to mount a signed-in endpoint when no guards are installed', () => {
    expect(() => {
      registerEndpoint(Fastify(), memberEndpoint, () => ({ ok: true }));
    }).toThrow("GET /guarded declares auth 'member' but no endpoint guards are installed");
  });

  it('refuses a guard passed by hand', () => {
    const app = Fastify();
    installEndpointGuards(app, { member: pass, admin: () => pass, memberOrStaff: () => pass });
    const handWritten = { onRequest: pass } as EndpointRouteOptions;
    expect(() => {
      registerEndpoint(app, memberEndpoint, () => ({ ok: true }), handWritten);
    }).toThrow('GET /guarded passes onRequest by hand; its guard comes from endpoint.auth');
  });
});
