import type { AdminLoginResponse, AdminTotpEnrollmentRequired } from '@streamit/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  nextIp,
  totpCode,
  unusedTotpCode,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { createPasswordAdmin } from './admin-bootstrap.js';

let context: TestContext;

beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(async () => {
  await context.close();
});

function login(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return context.app.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload, remoteAddress });
}

function me(token: string) {
  return context.app.inject({
    method: 'GET',
    url: '/api/v1/auth/admin/me',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
}

const INVALID = { code: 'INVALID_ADMIN_CREDENTIALS', message: 'Invalid admin credentials' };

describe('POST /auth/admin/login for an admin without an authenticator', () => {
  it('answers the one-time enrollment step, and a code from the new authenticator opens a session', async () => {
    await createPasswordAdmin(context.deps.db, {
      name: 'New Admin',
      email: 'new.admin@staff.test',
      role: 'ADMIN',
      password: 'correct horse battery',
    });
    const step = await login({ email: 'NEW.Admin@staff.test', password: 'correct horse battery' });
    expect(step.statusCode).toBe(200);
    const enrollment = step.json<AdminTotpEnrollmentRequired>();
    expect(enrollment.totpEnrollmentRequired).toBe(true);
    expect(enrollment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/StreamIt%20Admin:new\.admin%40staff\.test\?/);
    expect(enrollment.otpauthUrl).toContain(`secret=${enrollment.secret}`);
    expect(enrollment).not.toHaveProperty('access_token');
    const enrolled = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/totp/enroll',
      payload: { enrollmentToken: enrollment.enrollmentToken, totpCode: await totpCode(enrollment.secret) },
    });
    expect(enrolled.statusCode).toBe(200);
    const session = enrolled.json<AdminLoginResponse>();
    expect(session.access_token).toMatch(/^sta_/);
    expect(session.admin).toMatchObject({
      email: 'new.admin@staff.test',
      role: 'ADMIN',
      canManageUsers: true,
    });
    expect((await me(session.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong enrollment code, then the token itself after five wrong codes', async () => {
    await createPasswordAdmin(context.deps.db, {
      name: 'Clumsy',
      email: 'clumsy@staff.test',
      role: 'ANALYST',
      password: 'clumsy password',
    });
    const enrollment = (
      await login({ email: 'clumsy@staff.test', password: 'clumsy password' })
    ).json<AdminTotpEnrollmentRequired>();
    const enroll = (code: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/admin/totp/enroll',
        payload: { enrollmentToken: enrollment.enrollmentToken, totpCode: code },
      });
    const wrong = (Number(await totpCode(enrollment.secret)) + 500_000) % 1_000_000;
    const wrongCode = String(wrong).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await enroll(wrongCode);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'ADMIN_TOTP_CODE_INVALID',
        message: 'Invalid authentication code',
      });
    }
    const late = await enroll(await totpCode(enrollment.secret));
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toBe('Invalid or expired enrollment. Please log in again.');
  });

  it('lets an enrollment token work once', async () => {
    await createPasswordAdmin(context.deps.db, {
      name: 'Once',
      email: 'once@staff.test',
      role: 'ANALYST',
      password: 'once password',
    });
    const enrollment = (
      await login({ email: 'once@staff.test', password: 'once password' })
    ).json<AdminTotpEnrollmentRequired>();
    const payload = {
      enrollmentToken: enrollment.enrollmentToken,
      totpCode: await totpCode(enrollment.secret),
    };
    const first = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/totp/enroll',
      payload,
    });
    expect(first.statusCode).toBe(200);
    const second = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/totp/enroll',
      payload,
    });
    expect(errorOf(second).code).toBe('ADMIN_ENROLLMENT_INVALID');
  });
});

describe('POST /auth/admin/login with an authenticator', () => {
  let admin: TestAdmin;

  beforeAll(async () => {
    admin = await createSignedInAdmin(context, 'MODERATOR');
  });

  it('signs in with email, password and a fresh code, answering access_token, expiresAt and admin', async () => {
    const response = await login({
      email: admin.email.toUpperCase(),
      password: admin.password,
      totpCode: await unusedTotpCode(admin.secret),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminLoginResponse>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'admin', 'expiresAt']);
    expect(body.access_token).toMatch(/^sta_[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(7.9 * 3_600_000);
    expect(body.admin).toEqual({
      id: admin.id,
      name: 'Test MODERATOR',
      email: admin.email,
      role: 'MODERATOR',
      canModerateContent: true,
      canManageUsers: false,
      canManagePoints: false,
      canViewAnalytics: false,
      canManageCreators: true,
    });
  }, 60_000);

  it('refuses the codes of the steps either side of the current one: a TOTP code lives 30 s', async () => {
    const fresh = await createSignedInAdmin(context, 'ANALYST');
    await totpCode(fresh.secret); // waits while fewer than 5 s of this step are left
    const now = Math.floor(Date.now() / 1000);
    for (const offset of [-30, 30]) {
      const code = await generate({ secret: fresh.secret, epoch: now + offset });
      const response = await login({ email: fresh.email, password: fresh.password, totpCode: code });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual(INVALID);
    }
  });

  it('refuses the same code a second time', async () => {
    const fresh = await createSignedInAdmin(context, 'ANALYST');
    const code = await unusedTotpCode(fresh.secret);
    const first = await login({ email: fresh.email, password: fresh.password, totpCode: code });
    expect(first.statusCode).toBe(200);
    const again = await login({ email: fresh.email, password: fresh.password, totpCode: code });
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toEqual(INVALID);
  }, 60_000);

  it('answers the same 401 for a wrong password, an unknown email, a missing code and a wrong code', async () => {
    const right = await totpCode(admin.secret);
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const attempts = [
      { email: admin.email, password: 'not the password', totpCode: right },
      { email: 'nobody@staff.test', password: admin.password, totpCode: right },
      { email: admin.email, password: admin.password },
      { email: admin.email, password: admin.password, totpCode: wrongCode },
    ];
    for (const attempt of attempts) {
      const response = await login(attempt);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual(INVALID);
    }
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const known = await createPasswordAdmin(context.deps.db, {
      name: 'Timed',
      email: 'timed@staff.test',
      role: 'ANALYST',
      password: 'the real password',
    });
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'wrong password here' });
      return performance.now() - started;
    };
    await time('warm-up@staff.test');
    let knownMs = 0;
    let unknownMs = 0;
    for (let round = 0; round < 3; round += 1) {
      knownMs += await time(known.email);
      unknownMs += await time(`ghost${round}@staff.test`);
    }
    expect(unknownMs / knownMs).toBeGreaterThan(0.4);
    expect(unknownMs / knownMs).toBeLessThan(2.5);
  });

  it('rejects malformed bodies with 400 before any credential check', async () => {
    const extra = await login({ email: admin.email, password: admin.password, role: 'SUPER_ADMIN' });
    expect(extra.statusCode).toBe(400);
    const badCode = await login({ email: admin.email, password: admin.password, totpCode: '12ab56' });
    expect(badCode.statusCode).toBe(400);
    expect(errorOf(badCode).message).toBe('Please check your input data and try again.');
  });
});

describe('admin login lockout', () => {
  let locked: TestContext;

  beforeAll(async () => {
    locked = await createAdminTestContext({
      ADMIN_LOGIN_LOCKOUT_SECONDS: '2',
      ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      ADMIN_LOGIN_MAX_FAILURES_PER_IP: '6',
    });
  });
  afterAll(async () => {
    await locked.close();
  });

  const attempt = (payload: Record<string, unknown>, remoteAddress: string) =>
    locked.app.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload, remoteAddress });

  it('refuses even the right password and code until the window has passed', async () => {
    const admin = await createSignedInAdmin(locked, 'ADMIN');
    // Taken before the failures: waiting for a fresh step between them and the right attempt could outlast the
    // 2 s window. 20 s of its step left covers three failures, the refusal and the window on a loaded machine.
    const totpCode = await unusedTotpCode(admin.secret, 20_000);
    const right = { email: admin.email, password: admin.password, totpCode };
    for (let failure = 0; failure < 3; failure += 1) {
      const response = await attempt({ email: admin.email, password: 'wrong', totpCode: '000000' }, nextIp());
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(right, nextIp());
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down.',
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const accepted = await attempt(right, nextIp());
    expect(accepted.statusCode).toBe(200);
  }, 60_000);

  it('limits an IP across accounts, while other IPs still get in', async () => {
    const admin = await createSignedInAdmin(locked, 'ANALYST');
    // Before the failures, for the same reason as above: a wait for a fresh step could outlast the window.
    const totpCode = await unusedTotpCode(admin.secret, 15_000);
    const right = { email: admin.email, password: admin.password, totpCode };
    const noisy = nextIp();
    for (let failure = 0; failure < 6; failure += 1) {
      await attempt({ email: `guess${failure}@staff.test`, password: 'guess' }, noisy);
    }
    expect((await attempt(right, noisy)).statusCode).toBe(429);
    expect((await attempt(right, nextIp())).statusCode).toBe(200);
  }, 60_000);
});
