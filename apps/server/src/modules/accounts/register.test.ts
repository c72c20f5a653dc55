import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/test-app.js';
import {
  GOOD_PASSWORD,
  login,
  memberAuthEnv,
  nextIp,
  register,
  registerVerified,
  solveCaptcha,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';
import { codeIn } from '../../../test/smtp-sink.js';

const suite = useMemberSuite();

const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified member and emails a verification code through SMTP', async () => {
    const response = await register(suite.context.app, { email: 'New.Member@Example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'new.member@example.com', verificationRequired: true });
    const email = await suite.sink.waitFor('new.member@example.com', /verify your email/);
    expect(codeIn(email)).toMatch(/^\d{6}$/);
    const beforeVerify = await login(suite.context.app, 'new.member@example.com');
    expect(beforeVerify.statusCode).toBe(403);
    expect(errorCode(beforeVerify).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a missing, forged or reused captcha', async () => {
    const base = { email: 'captcha@example.com', password: GOOD_PASSWORD, firstName: 'C', lastName: 'D' };
    const missing = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: base,
    });
    expect(errorCode(missing)).toEqual({
      code: 'CAPTCHA_FAILED',
      message: 'CAPTCHA verification failed. Please try again.',
    });
    const forged = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...base, captchaToken: 'bm90LWpzb24=' },
    });
    expect(errorCode(forged).code).toBe('CAPTCHA_FAILED');
    const token = await solveCaptcha(suite.context.app);
    const first = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...base, captchaToken: token },
    });
    expect(first.statusCode).toBe(201);
    const reused = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...base, email: 'other@example.com', captchaToken: token },
    });
    expect(errorCode(reused).code).toBe('CAPTCHA_FAILED');
  });

  it('answers the provider-specific message for an email registered with a password', async () => {
    await register(suite.context.app, { email: 'taken@example.com' });
    const again = await register(suite.context.app, { email: 'TAKEN@example.com' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again).code).toBe('EMAIL_REGISTERED_WITH_PASSWORD');
    expect(errorCode(again).message).toMatch(/reset your password/);
  });

  it('refuses invalid data, short, long, common and personal passwords with their messages', async () => {
    const cases: [Partial<{ email: string; password: string; firstName: string }>, string][] = [
      [{ email: 'not-an-email' }, 'INVALID_REGISTRATION_DATA'],
      [{ password: 'short1' }, 'PASSWORD_TOO_SHORT'],
      [{ password: 'x'.repeat(1025) }, 'PASSWORD_TOO_LONG'],
      [{ password: 'password123' }, 'PASSWORD_TOO_COMMON'],
      [{ password: 'BASEBALL1' }, 'PASSWORD_TOO_COMMON'],
      [{ password: 'my-streamit-pass' }, 'PASSWORD_HAS_PERSONAL_INFO'],
      [{ password: 'Gwendolyn-rocks-99', firstName: 'Gwendolyn' }, 'PASSWORD_HAS_PERSONAL_INFO'],
      [{ email: 'zebracrossing@example.com', password: 'zebracrossing#1' }, 'PASSWORD_HAS_PERSONAL_INFO'],
    ];
    for (const [input, code] of cases) {
      const response = await register(suite.context.app, {
        email: input.email ?? `policy-${Math.random()}@example.com`,
        ...input,
      });
      expect(errorCode(response).code, JSON.stringify(input)).toBe(code);
    }
    const unknownField = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'a@b.co', password: GOOD_PASSWORD, isAdmin: true },
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('refuses a reserved display name, disguised or derived, and stores nothing; Arabic names pass', async () => {
    const attempt = async (
      email: string,
      names: { displayName?: string; firstName?: string; lastName?: string },
    ) =>
      suite.context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: nextIp(),
        payload: {
          email,
          password: GOOD_PASSWORD,
          captchaToken: await solveCaptcha(suite.context.app),
          ...names,
        },
      });
    const refused: [string, { displayName?: string; firstName?: string; lastName?: string }][] = [
      ['fullwidth@example.com', { displayName: 'Ａｄｍｉｎ' }],
      ['zero-width@example.com', { displayName: 'sup\u200Bport' }],
      ['cyrillic@example.com', { displayName: 'Ѕtrеаm1t' }],
      ['derived@example.com', { firstName: 'Official', lastName: 'Staff' }],
    ];
    for (const [email, names] of refused) {
      const response = await attempt(email, names);
      expect(response.statusCode, email).toBe(400);
      expect(errorCode(response)).toEqual({
        code: 'DISPLAY_NAME_RESERVED',
        message: 'This display name is reserved. Please choose another one.',
      });
    }
    const stored = await suite.context.database.pool.query(
      "SELECT 1 FROM users WHERE email IN ('fullwidth@example.com', 'zero-width@example.com', 'cyrillic@example.com', 'derived@example.com')",
    );
    expect(stored.rowCount).toBe(0);
    expect((await attempt('arabic@example.com', { displayName: 'محمد العلي' })).statusCode).toBe(201);
  });

  it('accepts a long passphrase exactly as typed, spaces included', async () => {
    const passphrase = '  correct horse battery staple under a violet moon  ';
    await registerVerified(suite.context.app, suite.sink, {
      email: 'passphrase@example.com',
      password: passphrase,
    });
    expect((await login(suite.context.app, 'passphrase@example.com', passphrase)).statusCode).toBe(200);
    expect((await login(suite.context.app, 'passphrase@example.com', passphrase.trim())).statusCode).toBe(
      401,
    );
  });

  it('validates referral codes: unknown is invalid, a disabled code is no longer valid', async () => {
    const unknown = await register(suite.context.app, {
      email: 'ref1@example.com',
      referralCode: 'NOPE1234',
    });
    expect(errorCode(unknown)).toEqual({
      code: 'REFERRAL_INVALID',
      message: 'The referral code you entered is invalid or expired.',
    });
    await registerVerified(suite.context.app, suite.sink, { email: 'referrer@example.com' });
    const { rows } = await suite.context.database.pool.query<{ code: string }>(
      "SELECT r.code FROM referral_codes r JOIN users u ON u.id = r.user_id WHERE u.email = 'referrer@example.com'",
    );
    const code = rows[0]?.code ?? '';
    expect(
      (await register(suite.context.app, { email: 'ref2@example.com', referralCode: code.toLowerCase() }))
        .statusCode,
    ).toBe(201);
    await suite.context.database.pool.query('UPDATE referral_codes SET disabled_at = now() WHERE code = $1', [
      code,
    ]);
    const disabled = await register(suite.context.app, { email: 'ref3@example.com', referralCode: code });
    expect(errorCode(disabled)).toEqual({
      code: 'REFERRAL_NO_LONGER_VALID',
      message: 'This referral code is no longer valid.',
    });
  });

  it('limits registrations per IP with the spec 429 message', async () => {
    const limited = await createTestContext(memberAuthEnv(suite.sink, { AUTH_LIMIT_IP_MAX: '2' }));
    try {
      const ip = nextIp();
      await register(limited.app, { email: 'l1@example.com', ip });
      await register(limited.app, { email: 'l2@example.com', ip });
      const third = await register(limited.app, { email: 'l3@example.com', ip });
      expect(third.statusCode).toBe(429);
      expect(errorCode(third).message).toBe('Too many requests. Please slow down.');
    } finally {
      await limited.close();
    }
  });
});
