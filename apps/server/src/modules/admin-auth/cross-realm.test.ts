import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  memberAuthEnv,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { TestContext } from '../../../test/test-app.js';
import { users } from '../members/members.schema.js';
import { createAdminTestContext, errorOf, listRoutes } from '../../../test/admin-auth.test-support.js';

const VIP_ADMIN_EMAIL = 'gallery.admin@example.org';
let sink: SmtpSink;
let context: TestContext;
let memberToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createAdminTestContext(memberAuthEnv(sink));
  await registerVerified(context.app, sink, { email: VIP_ADMIN_EMAIL });
  // The client's "admin" hint: tier VIP and an email containing 'admin'. The server must grant nothing for it.
  await context.deps.db.update(users).set({ tier: 'VIP' }).where(eq(users.email, VIP_ADMIN_EMAIL));
  memberToken = await loginToken(context.app, VIP_ADMIN_EMAIL);
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

describe('a real member session of a VIP whose email contains "admin"', () => {
  it('is a live member session', async () => {
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(memberToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ user: { tier: string; email: string } }>().user).toMatchObject({
      tier: 'VIP',
      email: VIP_ADMIN_EMAIL,
    });
  });

  it('gets 401 on every /api/v1/admin route and on the admin session routes', async () => {
    const adminRoutes = listRoutes(context.app).filter(
      (route) => /^\/api\/v1\/admin(\/|$)/.test(route.url) || route.url.startsWith('/api/v1/auth/admin/me'),
    );
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const route of adminRoutes) {
      const response = await context.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
        headers: bearer(memberToken),
        ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(errorOf(response).message).toBe('Admin authentication failed');
    }
  });
});
