import type {
  AdminLoginResponse,
  AdminSetupChallenge,
  AdminUserDetail,
  AdminUserPage,
  CreateAdminUserResponse,
} from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  injectAs,
  totpCode,
  unusedTotpCode,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';

let context: TestContext;
let root: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  root = await createSignedInAdmin(context, 'SUPER_ADMIN', 'root@staff.test');
});
afterAll(async () => {
  await context.close();
});

const USERS = '/api/v1/admin/admin-users';

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = root.token,
) {
  return injectAs(context.app, token, { method, url, ...(payload ? { payload } : {}) });
}

/** Invites without SMTP: the invitation stays in the outbox and the link is answered to hand over. */
async function invite(
  payload: Record<string, unknown>,
): Promise<CreateAdminUserResponse & { setupToken: string }> {
  const response = await call('POST', USERS, payload);
  expect(response.statusCode).toBe(201);
  const created = response.json<CreateAdminUserResponse>();
  expect(created.invitationEmailed).toBe(false);
  if (created.setupToken === null) throw new Error('no setup link without SMTP');
  return { ...created, setupToken: created.setupToken };
}

function post(url: string, payload: object) {
  return injectAs(context.app, null, { method: 'POST', url, payload });
}

/** Finishes a setup link as the invited person would; answers their session and secret. */
async function finishSetup(setupToken: string, password = 'a long enough password') {
  const start = await post('/api/v1/auth/admin/setup/start', { setupToken });
  expect(start.statusCode).toBe(200);
  const { secret } = start.json<AdminSetupChallenge>();
  const done = await post('/api/v1/auth/admin/setup', {
    setupToken,
    password,
    totpCode: await totpCode(secret),
  });
  expect(done.statusCode).toBe(200);
  return { session: done.json<AdminLoginResponse>(), secret };
}

describe('POST /admin/admin-users and the setup link', () => {
  it('invites an admin with the role defaults; the setup link sets password and authenticator once', async () => {
    const created = await invite({ name: 'Mona Mod', email: 'Mona@Staff.test', role: 'CONTENT_MODERATOR' });
    expect(created.admin).toMatchObject({
      email: 'mona@staff.test',
      role: 'CONTENT_MODERATOR',
      canModerateContent: true,
      canManageCreators: false,
      setupPending: true,
      totpEnabled: false,
    });
    expect(created.setupToken).toMatch(/^stc_/);
    const start = await post('/api/v1/auth/admin/setup/start', { setupToken: created.setupToken });
    const again = await post('/api/v1/auth/admin/setup/start', { setupToken: created.setupToken });
    expect(start.json<AdminSetupChallenge>()).toMatchObject({ email: 'mona@staff.test', name: 'Mona Mod' });
    expect(again.json<AdminSetupChallenge>().secret).toBe(start.json<AdminSetupChallenge>().secret);
    const { session } = await finishSetup(created.setupToken);
    expect(session.admin.email).toBe('mona@staff.test');
    const reuse = await post('/api/v1/auth/admin/setup/start', { setupToken: created.setupToken });
    expect(errorOf(reuse)).toEqual({
      code: 'ADMIN_SETUP_TOKEN_INVALID',
      message: 'Invalid or expired setup link',
    });
    const detail = await call('GET', `${USERS}/${created.admin.id}`);
    expect(detail.json<AdminUserDetail>()).toMatchObject({ setupPending: false, totpEnabled: true });
  });

  it('applies flag overrides, but never narrows a SUPER_ADMIN', async () => {
    const analyst = await invite({
      name: 'Ana',
      email: 'ana@staff.test',
      role: 'ANALYST',
      canManagePoints: true,
    });
    expect(analyst.admin).toMatchObject({
      canViewAnalytics: true,
      canManagePoints: true,
      canManageUsers: false,
    });
    const boss = await invite({
      name: 'Boss',
      email: 'boss@staff.test',
      role: 'SUPER_ADMIN',
      canManageUsers: false,
    });
    expect(boss.admin.canManageUsers).toBe(true);
  });

  it('refuses an email already used, in any letter case', async () => {
    await invite({ name: 'Dup', email: 'dup@staff.test', role: 'ANALYST' });
    const response = await call('POST', USERS, { name: 'Dup 2', email: 'DUP@staff.test', role: 'ADMIN' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'ADMIN_EMAIL_TAKEN',
      message: 'An admin with this email already exists',
    });
  });

  it('checks the setup step: short password, wrong code, and setup without opening the link first', async () => {
    const created = await invite({ name: 'Sam', email: 'sam@staff.test', role: 'MODERATOR' });
    const early = await post('/api/v1/auth/admin/setup', {
      setupToken: created.setupToken,
      password: 'a long enough password',
      totpCode: '123456',
    });
    expect(errorOf(early).code).toBe('ADMIN_SETUP_TOKEN_INVALID');
    const { secret } = (
      await post('/api/v1/auth/admin/setup/start', { setupToken: created.setupToken })
    ).json<AdminSetupChallenge>();
    const short = await post('/api/v1/auth/admin/setup', {
      setupToken: created.setupToken,
      password: 'short',
      totpCode: await totpCode(secret),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { details: { message: string }[] } }>().error.details[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
    const right = Number(await totpCode(secret));
    const wrong = await post('/api/v1/auth/admin/setup', {
      setupToken: created.setupToken,
      password: 'a long enough password',
      totpCode: String((right + 3) % 1_000_000).padStart(6, '0'),
    });
    expect(errorOf(wrong)).toEqual({
      code: 'ADMIN_TOTP_CODE_INVALID',
      message: 'Invalid authentication code',
    });
  });
});

describe('GET /admin/admin-users', () => {
  it('pages and filters by role, status and search', async () => {
    await invite({ name: 'Page One', email: 'page1@staff.test', role: 'ANALYST' });
    await invite({ name: 'Page Two', email: 'page2@staff.test', role: 'ANALYST' });
    const analysts = (await call('GET', `${USERS}?role=ANALYST&limit=1&page=2`)).json<AdminUserPage>();
    expect(analysts.limit).toBe(1);
    expect(analysts.page).toBe(2);
    expect(analysts.items).toHaveLength(1);
    expect(analysts.total).toBeGreaterThanOrEqual(2);
    const search = (await call('GET', `${USERS}?search=PAGE%20tw`)).json<AdminUserPage>();
    expect(search.items.map((item) => item.email)).toEqual(['page2@staff.test']);
    const literal = (await call('GET', `${USERS}?search=%25`)).json<AdminUserPage>();
    expect(literal.total).toBe(0);
    expect(Object.keys(search.items[0] ?? {})).not.toContain('passwordHash');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call('GET', `${USERS}/00000000-0000-4000-8000-000000000000`);
    expect(errorOf(unknown)).toEqual({ code: 'ADMIN_NOT_FOUND', message: 'Admin user not found' });
    expect((await call('GET', `${USERS}/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe('PATCH and DELETE /admin/admin-users/:id', () => {
  it('a new role resets flags to its defaults and ends the admin’s sessions', async () => {
    const target = await createSignedInAdmin(context, 'ADMIN');
    const response = await call('PATCH', `${USERS}/${target.id}`, { role: 'ANALYST' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUserDetail>()).toMatchObject({
      role: 'ANALYST',
      canViewAnalytics: true,
      canManageUsers: false,
      canModerateContent: false,
    });
    expect((await call('GET', '/api/v1/auth/admin/me', undefined, target.token)).statusCode).toBe(401);
  });

  it('granting a flag or renaming keeps sessions; removing a flag ends them', async () => {
    const target = await createSignedInAdmin(context, 'ANALYST');
    await call('PATCH', `${USERS}/${target.id}`, { canManagePoints: true, name: 'Renamed' });
    const stillIn = await call('GET', '/api/v1/auth/admin/me', undefined, target.token);
    expect(stillIn.json<{ admin: { name: string; canManagePoints: boolean } }>().admin).toMatchObject({
      name: 'Renamed',
      canManagePoints: true,
    });
    await call('PATCH', `${USERS}/${target.id}`, { canManagePoints: false });
    expect((await call('GET', '/api/v1/auth/admin/me', undefined, target.token)).statusCode).toBe(401);
  });

  it('DELETE soft-disables: sessions end, login fails, the row stays and can be enabled again', async () => {
    const target = await createSignedInAdmin(context, 'MODERATOR');
    const response = await call('DELETE', `${USERS}/${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUserDetail>().disabledAt).not.toBeNull();
    expect((await call('GET', '/api/v1/auth/admin/me', undefined, target.token)).statusCode).toBe(401);
    const login = await post('/api/v1/auth/admin/login', {
      email: target.email,
      password: target.password,
      totpCode: await unusedTotpCode(target.secret),
    });
    expect(errorOf(login).message).toBe('Invalid admin credentials');
    const enabled = await call('PATCH', `${USERS}/${target.id}`, { disabled: false });
    expect(enabled.json<AdminUserDetail>().disabledAt).toBeNull();
  }, 60_000);

  it('refuses to disable yourself or change your own role, but lets you rename yourself', async () => {
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PATCH', { role: 'ADMIN' }],
      ['PATCH', { disabled: true }],
    ] as const) {
      const response = await call(method, `${USERS}/${root.id}`, payload);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('ADMIN_SELF_ACCESS_CHANGE');
    }
    const rename = await call('PATCH', `${USERS}/${root.id}`, { name: 'Root', role: 'SUPER_ADMIN' });
    expect(rename.statusCode).toBe(200);
  });

  it('a reset ends sessions and the old password, and a new setup link restores access', async () => {
    const target = await createSignedInAdmin(context, 'ANALYST');
    const reset = await call('POST', `${USERS}/${target.id}/setup-token`);
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/admin/me', undefined, target.token)).statusCode).toBe(401);
    const oldPassword = await post('/api/v1/auth/admin/login', {
      email: target.email,
      password: target.password,
    });
    expect(errorOf(oldPassword).code).toBe('INVALID_ADMIN_CREDENTIALS');
    const { session } = await finishSetup(
      reset.json<{ setupToken: string }>().setupToken,
      'brand new password',
    );
    expect(session.admin.id).toBe(target.id);
    expect((await call('POST', `${USERS}/${root.id}/setup-token`)).statusCode).toBe(409);
  });
});

describe('the last active SUPER_ADMIN', () => {
  it('survives two SUPER_ADMINs disabling each other at the same time', async () => {
    const pair = await createAdminTestContext();
    try {
      const first = await createSignedInAdmin(pair, 'SUPER_ADMIN');
      const second = await createSignedInAdmin(pair, 'SUPER_ADMIN');
      const disable = (actor: TestAdmin, target: TestAdmin) =>
        injectAs(pair.app, actor.token, { method: 'DELETE', url: `${USERS}/${target.id}` });
      const results = await Promise.all([disable(first, second), disable(second, first)]);
      const codes = results.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.find((code) => code !== 200)).toBeOneOf([401, 403]);
      const survivor = results[0].statusCode === 200 ? first : second;
      const active = await injectAs(pair.app, survivor.token, {
        method: 'GET',
        url: `${USERS}?role=SUPER_ADMIN&status=active`,
      });
      expect(active.json<AdminUserPage>().items.map((item) => item.id)).toEqual([survivor.id]);
    } finally {
      await pair.close();
    }
  });
});
