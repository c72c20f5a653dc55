import { ERROR_MESSAGES_AR } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  loginToken,
  memberAuthEnv,
  nextIp,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';

let context: TestContext;
let sink: SmtpSink;
const WINDOW_MS = 1500;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext(
    memberAuthEnv(sink, { AUTH_LIMIT_ACCOUNT_MAX: '3', AUTH_LIMIT_WINDOW_MS: String(WINDOW_MS) }),
  );
  await registerVerified(context.app, sink, { email: 'member@example.com' });
  await registerVerified(context.app, sink, { email: 'locked@example.com' });
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('POST /api/v1/auth/login', () => {
  it('answers accessToken, user and a null wallet, and the token opens member routes', async () => {
    const response = await login(context.app, 'MEMBER@example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; user: Record<string, unknown>; wallet: unknown }>();
    expect(body.accessToken).toMatch(/^stm_/);
    expect(body.wallet).toBeNull();
    expect(body.user).toMatchObject({
      email: 'member@example.com',
      emailVerified: true,
      tier: 'BASIC',
      providers: ['email'],
      hasPassword: true,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(body.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ user: { email: string } }>().user.email).toBe('member@example.com');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await login(context.app, 'member@example.com', 'not-the-password-1');
    const unknown = await login(context.app, 'nobody@example.com', 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(errorOf(unknown)).toEqual(errorOf(wrong));
  });

  it('locks the account after repeated failures: even the right password gets 429 until the window passes', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(context.app, 'locked@example.com', 'wrong-password-x', nextIp())).statusCode).toBe(
        401,
      );
    }
    const locked = await login(context.app, 'locked@example.com', GOOD_PASSWORD, nextIp());
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toBe('Too many requests. Please slow down.');
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 200));
    expect((await login(context.app, 'locked@example.com', GOOD_PASSWORD, nextIp())).statusCode).toBe(200);
    const alert = await sink.waitFor('locked@example.com', /security alert/);
    expect(alert.text).toMatch(/Too many failed sign-in attempts/);
  });

  it("answers a refused sign-in in the reader's language (Accept-Language), with the same code", async () => {
    const refuse = (language: string, email: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: nextIp(),
        headers: { 'accept-language': language },
        payload: { email, password: 'not-the-password-1' },
      });
    const arabic = await refuse('ar', 'reader-ar@example.com');
    const english = await refuse('en-GB,en;q=0.9,ar;q=0.5', 'reader-en@example.com');
    expect(arabic.statusCode).toBe(401);
    expect(errorOf(arabic)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: ERROR_MESSAGES_AR.INVALID_CREDENTIALS,
    });
    expect(errorOf(arabic).message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(english.statusCode).toBe(401);
    expect(errorOf(english)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('rejects unknown fields in the body with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co', password: 'x', remember: true },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('member sessions', () => {
  it('answers 401 without a token, with a malformed one and with a token of the admin realm', async () => {
    const missing = await context.app.inject({ method: 'GET', url: '/api/v1/auth/profile' });
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing).message).toBe('Authentication failed. Please log in again.');
    for (const token of ['garbage', 'sta_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'stm_unknown']) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v1/auth/profile',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('logout revokes the session: its token then gets 401', async () => {
    const token = await loginToken(context.app, 'member@example.com');
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const after = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('an idle session expires with the session-expired message', async () => {
    const token = await loginToken(context.app, 'member@example.com');
    await context.database.pool.query(
      "UPDATE member_sessions SET idle_expires_at = now() - interval '1 second'",
    );
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session expired. Please login again.',
    });
  });

  it('a session past its absolute lifetime expires however recently it was used', async () => {
    const token = await loginToken(context.app, 'member@example.com');
    const profile = () =>
      context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) });
    expect((await profile()).statusCode).toBe(200);
    await context.database.pool.query(
      "UPDATE member_sessions SET absolute_expires_at = now() - interval '1 second', idle_expires_at = now() + interval '1 hour'",
    );
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session expired. Please login again.',
    });
  });
});
