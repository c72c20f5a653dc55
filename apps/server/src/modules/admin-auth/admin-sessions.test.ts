import type { AdminMeResponse } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import { hashToken } from '../../lib/security/tokens.js';
import { adminSessions } from '../admins/admins.schema.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  injectAs,
} from '../../../test/admin-auth.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(async () => {
  await context.close();
});

const me = (token: string | null) =>
  injectAs(context.app, token, { method: 'GET', url: '/api/v1/auth/admin/me' });

async function sessionOf(token: string) {
  const [row] = await context.deps.db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session row');
  return row;
}

describe('GET /auth/admin/me', () => {
  it('answers the admin and when the session ends', async () => {
    const admin = await createSignedInAdmin(context, 'ANALYST');
    const response = await me(admin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminMeResponse>();
    expect(body.admin).toMatchObject({ id: admin.id, role: 'ANALYST', canViewAnalytics: true });
    expect(Object.keys(body.admin)).not.toContain('sessionId');
    const idleLeft = new Date(body.session.idleExpiresAt).getTime() - Date.now();
    expect(idleLeft).toBeGreaterThan(14 * 60_000);
    expect(idleLeft).toBeLessThanOrEqual(15 * 60_000);
  });

  it('slides the idle expiry on each request, never past the absolute expiry', async () => {
    const admin = await createSignedInAdmin(context, 'ANALYST');
    const soon = new Date(Date.now() + 60_000);
    await context.deps.db
      .update(adminSessions)
      .set({ idleExpiresAt: soon })
      .where(eq(adminSessions.tokenHash, hashToken(admin.token)));
    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await sessionOf(admin.token)).idleExpiresAt.getTime()).toBeGreaterThan(
      soon.getTime() + 10 * 60_000,
    );
    const end = new Date(Date.now() + 5 * 60_000);
    await context.deps.db
      .update(adminSessions)
      .set({ absoluteExpiresAt: end })
      .where(eq(adminSessions.tokenHash, hashToken(admin.token)));
    await me(admin.token);
    expect((await sessionOf(admin.token)).idleExpiresAt.getTime()).toBe(end.getTime());
  });
});

describe('admin session end', () => {
  it('logout revokes the session: its token then gets 401', async () => {
    const admin = await createSignedInAdmin(context, 'MODERATOR');
    const logout = await injectAs(context.app, admin.token, {
      method: 'POST',
      url: '/api/v1/auth/admin/logout',
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ loggedOut: true });
    const after = await me(admin.token);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)).toEqual({ code: 'ADMIN_AUTH_FAILED', message: 'Admin authentication failed' });
    expect((await sessionOf(admin.token)).revokedReason).toBe('logout');
  });

  it('an idle-expired session gets 401 Session expired', async () => {
    const admin = await createSignedInAdmin(context, 'MODERATOR');
    await context.deps.db
      .update(adminSessions)
      .set({ idleExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, hashToken(admin.token)));
    const response = await me(admin.token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session expired. Please login again.',
    });
  });

  it('a session past its absolute expiry gets 401 however recently it was used', async () => {
    const admin = await createSignedInAdmin(context, 'MODERATOR');
    await context.deps.db
      .update(adminSessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, hashToken(admin.token)));
    const response = await me(admin.token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('SESSION_EXPIRED');
  });

  it('refuses member tokens, unknown admin tokens and missing or malformed headers', async () => {
    const admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
    const memberLike = `stm_${admin.token.slice(4)}`;
    for (const token of [memberLike, 'sta_unknown-token-of-no-session', 'eyJhbGciOiJIUzI1NiJ9.e30.x', null]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe('Admin authentication failed');
    }
    const basic = await injectAs(context.app, null, {
      method: 'GET',
      url: '/api/v1/auth/admin/me',
      headers: { authorization: `Basic ${admin.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });
});
