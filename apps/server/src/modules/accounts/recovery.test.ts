import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/test-app.js';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  loginToken,
  memberAuthEnv,
  nextIp,
  register,
  registerVerified,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';
import { codeIn } from '../../../test/smtp-sink.js';

const suite = useMemberSuite();

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;
const post = (url: string, payload?: object) =>
  suite.context.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
const NEW_PASSWORD = 'amber-falcon-meadow-77';

describe('email verification', () => {
  it('verifies with the emailed code once; a wrong or used code is refused', async () => {
    await register(suite.context.app, { email: 'verify@example.com' });
    const code = codeIn(await suite.sink.waitFor('verify@example.com', /verify your email/));
    const wrong = await post('/auth/verify/email', {
      email: 'verify@example.com',
      token: code === '000000' ? '111111' : '000000',
    });
    expect(errorOf(wrong)).toEqual({
      code: 'INVALID_VERIFICATION_CODE',
      message: 'Invalid or expired verification code',
    });
    expect((await post('/auth/verify/email', { email: 'verify@example.com', token: code })).statusCode).toBe(
      200,
    );
    const again = await post('/auth/verify/email', { email: 'verify@example.com', token: code });
    expect(errorOf(again).code).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await login(suite.context.app, 'verify@example.com')).statusCode).toBe(200);
  });

  it('resend sends a new code that replaces the old one; unknown and verified emails get the spec messages', async () => {
    await register(suite.context.app, { email: 'resend@example.com' });
    const first = codeIn(await suite.sink.waitFor('resend@example.com', /verify your email/));
    expect((await post('/auth/resend/email/resend@example.com')).statusCode).toBe(200);
    await expect.poll(() => suite.sink.all('resend@example.com', /verify your email/).length).toBe(2);
    const latest = suite.sink.all('resend@example.com', /verify your email/)[1];
    if (!latest) throw new Error('no second verification email');
    const second = codeIn(latest);
    if (first !== second) {
      expect(
        errorOf(await post('/auth/verify/email', { email: 'resend@example.com', token: first })).code,
      ).toBe('INVALID_VERIFICATION_CODE');
    }
    expect(
      (await post('/auth/verify/email', { email: 'resend@example.com', token: second })).statusCode,
    ).toBe(200);
    expect(errorOf(await post('/auth/resend/email/resend@example.com'))).toEqual({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Email already verified',
    });
    const unknown = await post('/auth/resend/email/ghost@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('User not found');
  });
});

describe('forgot and reset password', () => {
  it('answers unknown and known emails the same, and emails a code only to the real account', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'forgot@example.com' });
    const known = await post('/auth/forgot-password/forgot@example.com');
    const unknown = await post('/auth/forgot-password/nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await suite.sink.waitFor('forgot@example.com', /reset your password/);
    expect(suite.sink.messages.some((m) => m.text?.includes('nobody-here'))).toBe(false);
  });

  it('resets with the single-use code, signs out every session and keeps the old password from working', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'reset@example.com' });
    const oldToken = await loginToken(suite.context.app, 'reset@example.com');
    await post('/auth/forgot-password/reset@example.com');
    const code = codeIn(await suite.sink.waitFor('reset@example.com', /reset your password/));
    const mismatch = await post('/auth/reset-password', {
      email: 'reset@example.com',
      code,
      password: NEW_PASSWORD,
      confirmPassword: 'different-one-99',
    });
    expect(errorOf(mismatch).message).toBe('Passwords do not match');
    const common = await post('/auth/reset-password', {
      email: 'reset@example.com',
      code,
      password: 'password1',
    });
    expect(errorOf(common).code).toBe('PASSWORD_TOO_COMMON');
    const done = await post('/auth/reset-password', {
      email: 'reset@example.com',
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).not.toHaveProperty('accessToken');
    const reused = await post('/auth/reset-password', {
      email: 'reset@example.com',
      code,
      password: 'another-brand-new-55',
    });
    expect(errorOf(reused)).toEqual({ code: 'INVALID_RESET_CODE', message: 'Invalid or expired reset code' });
    expect(
      (
        await suite.context.app.inject({
          method: 'GET',
          url: '/api/v1/auth/profile',
          headers: bearer(oldToken),
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(suite.context.app, 'reset@example.com', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(suite.context.app, 'reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset code lives 10 minutes, and the email says so', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'ten@example.com' });
    const sentAfter = Date.now();
    await post('/auth/forgot-password/ten@example.com');
    const email = await suite.sink.waitFor('ten@example.com', /reset your password/);
    const { rows } = await suite.context.database.pool.query<{ expires_at: Date }>(
      "SELECT c.expires_at FROM email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = 'ten@example.com' AND c.purpose = 'reset_password'",
    );
    const lifetimeMs = (rows[0]?.expires_at.getTime() ?? 0) - sentAfter;
    expect(lifetimeMs).toBeGreaterThan(9 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(10 * 60_000 + 1_000);
    expect(email.text).toContain('10 minutes');
  });

  it('refuses an expired code and a code for an unknown email', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'expired@example.com' });
    await post('/auth/forgot-password/expired@example.com');
    const code = codeIn(await suite.sink.waitFor('expired@example.com', /reset your password/));
    await suite.context.database.pool.query(
      "UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'",
    );
    const expired = await post('/auth/reset-password', {
      email: 'expired@example.com',
      code,
      password: NEW_PASSWORD,
    });
    expect(errorOf(expired).code).toBe('INVALID_RESET_CODE');
    const unknown = await post('/auth/reset-password', {
      email: 'nobody@example.com',
      code: '123456',
      password: NEW_PASSWORD,
    });
    expect(errorOf(unknown).code).toBe('INVALID_RESET_CODE');
  });

  it('burns a code after five wrong guesses', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'guess@example.com' });
    await post('/auth/forgot-password/guess@example.com');
    const code = codeIn(await suite.sink.waitFor('guess@example.com', /reset your password/));
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post('/auth/reset-password', {
        email: 'guess@example.com',
        code: wrongCode,
        password: NEW_PASSWORD,
      });
    }
    const right = await post('/auth/reset-password', {
      email: 'guess@example.com',
      code,
      password: NEW_PASSWORD,
    });
    expect(errorOf(right).code).toBe('INVALID_RESET_CODE');
  });

  it('limits forgot-password requests per account with 429', async () => {
    const limited = await createTestContext(memberAuthEnv(suite.sink, { AUTH_LIMIT_ACCOUNT_MAX: '2' }));
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password/spam@example.com',
          remoteAddress: nextIp(),
        });
      await send();
      await send();
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
