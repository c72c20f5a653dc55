import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  nextIp,
  registerVerified,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';

const suite = useMemberSuite({ AUTH_LIMIT_ACCOUNT_MAX: '2' });

beforeAll(async () => {
  await registerVerified(suite.context.app, suite.sink, { email: 'limits@example.com' });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  suite.context.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: nextIp(),
    headers,
    payload,
  });

describe('per-account limits on the other auth calls', () => {
  it('verify: wrong codes from changing IPs still hit the account limit', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (await post('/auth/verify/email', { email: 'pending@example.com', token: '000000' })).statusCode,
      ).toBe(400);
    }
    const limited = await post('/auth/verify/email', { email: 'pending@example.com', token: '000000' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please slow down.' },
    });
    // When the first failure leaves the window: almost the whole window, since it happened just now.
    const windowSeconds = suite.context.deps.config.AUTH_LIMIT_WINDOW_MS / 1000;
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  });

  it('2FA codes and link-password are limited per account too', async () => {
    const token = await loginToken(suite.context.app, 'limits@example.com');
    await post('/auth/security/2fa/enable', {}, bearer(token));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post('/auth/security/2fa/verify', { code: '000000' }, bearer(token))).statusCode).toBe(
        400,
      );
    }
    expect((await post('/auth/security/2fa/verify', { code: '000000' }, bearer(token))).statusCode).toBe(429);
    const link = { password: 'lilac-anchor-58', confirmPassword: 'lilac-anchor-58' };
    expect((await post('/auth/link-password', link, bearer(token))).statusCode).toBe(409);
    expect((await post('/auth/link-password', link, bearer(token))).statusCode).toBe(409);
    expect((await post('/auth/link-password', link, bearer(token))).statusCode).toBe(429);
  });

  it('resend is limited per address', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) await post('/auth/resend/email/limits@example.com', {});
    expect((await post('/auth/resend/email/limits@example.com', {})).statusCode).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents the member endpoints', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/login/2fa',
        '/api/v1/auth/oauth/exchange',
        '/api/v1/auth/google',
        '/api/v1/referral/stats',
      ]),
    );
  });
});
