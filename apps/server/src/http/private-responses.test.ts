import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable, fillPath } from '../../test/route-table.test-support.js';
import type { TestContext } from '../../test/test-app.js';
import { createAdminTestContext, createSignedInAdmin } from '../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../test/moderation.test-support.js';

let context: TestContext;
let memberToken = '';
let adminToken = '';

beforeAll(async () => {
  context = await createAdminTestContext({}, (app) => {
    // A handler that sets public caching, as a catalog read would for anonymous callers.
    app.get('/test/public-cache', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({ ok: true }),
    );
  });
  memberToken = (await createSignedInMember(context)).token;
  adminToken = (await createSignedInAdmin(context)).token;
});

afterAll(async () => {
  await context.close();
});

function get(url: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return context.app.inject({ method: 'GET', url, headers, remoteAddress: '10.93.0.1' });
}

describe('Cache-Control: no-store on authenticated responses', () => {
  it('marks member and admin answers no-store', async () => {
    const profile = await get('/api/v1/auth/profile', memberToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const users = await get('/api/v1/admin/admin-users', adminToken);
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe('no-store');
  });

  it('marks every guarded route no-store, even its anonymous 401', async () => {
    const guarded = buildRouteTable(context.app).filter((entry) => entry.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      guarded.map(async (entry) => {
        const method = entry.method as 'GET';
        const response = await context.app.inject({
          method,
          url: fillPath(entry),
          remoteAddress: '10.93.0.2',
        });
        return `${entry.method} ${entry.url} ${response.statusCode} ${response.headers['cache-control']}`;
      }),
    );
    expect(answers.filter((line) => !line.endsWith(' no-store'))).toEqual([]);
  });

  it('leaves anonymous public reads cacheable, and makes the same read with a bearer no-store', async () => {
    const anonymous = await get('/test/public-cache');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300');
    const catalog = await get('/api/v1/activities');
    expect(catalog.headers['cache-control']).not.toBe('no-store');
    for (const token of [memberToken, adminToken, 'not-a-real-token']) {
      const signedIn = await get('/test/public-cache', token);
      expect(signedIn.headers['cache-control']).toMatch(/(^|, )no-store$/);
      expect((await get('/api/v1/activities', token)).headers['cache-control']).toMatch(/(^|, )no-store$/);
    }
  });
});
