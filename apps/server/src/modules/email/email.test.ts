import type { OutboxEmail, OutboxPage } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { login, register, solveCaptcha } from '../../../test/member-auth.test-support.js';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';

const suite = useAdminSuite('ADMIN', { CAPTCHA_ALTCHA_COST: '1', CAPTCHA_ALTCHA_MAX_COUNTER: '20' });

const getAs = (token: string | null, url: string) =>
  injectAs(suite.context.app, token, { method: 'GET', url });
const verifyByHand = (token: string | null, payload: object) =>
  injectAs(suite.context.app, token, { method: 'POST', url: '/api/v1/admin/members/verify-email', payload });

describe('the admin outbox without SMTP', () => {
  it('keeps every email, finds it by recipient, and its code finishes the sign-up', async () => {
    expect((await register(suite.context.app, { email: 'outbox@example.com' })).statusCode).toBe(201);
    const list = await getAs(suite.admin.token, '/api/v1/admin/outbox?q=OUTBOX@example');
    expect(list.statusCode).toBe(200);
    const page = list.json<OutboxPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      to: 'outbox@example.com',
      subject: 'StreamIt: verify your email',
      kind: 'verify-email',
      status: 'KEPT',
      sentAt: null,
    });
    const detail = await getAs(suite.admin.token, `/api/v1/admin/outbox/${page.items[0]?.id ?? ''}`);
    const email = detail.json<OutboxEmail>();
    expect(email.html).toContain('<p style=');
    const code = /code: (\d{6})/.exec(email.text)?.[1];
    const verified = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify/email',
      payload: { email: 'outbox@example.com', token: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('searches subject and kind, pages newest first, and escapes LIKE wildcards', async () => {
    for (const name of ['page-a', 'page-b', 'page-c']) {
      await register(suite.context.app, { email: `${name}@paging.example` });
    }
    const first = (
      await getAs(suite.admin.token, '/api/v1/admin/outbox?q=paging.example&limit=2')
    ).json<OutboxPage>();
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.to)).toEqual(['page-c@paging.example', 'page-b@paging.example']);
    const second = (
      await getAs(suite.admin.token, '/api/v1/admin/outbox?q=paging.example&limit=2&page=2')
    ).json<OutboxPage>();
    expect(second.items.map((item) => item.to)).toEqual(['page-a@paging.example']);
    expect(
      (await getAs(suite.admin.token, '/api/v1/admin/outbox?q=verify-email')).json<OutboxPage>().total,
    ).toBeGreaterThanOrEqual(4);
    expect((await getAs(suite.admin.token, '/api/v1/admin/outbox?q=%25')).json<OutboxPage>().total).toBe(0);
  });

  it('is for SUPER_ADMIN and ADMIN only, checked by the server', async () => {
    const moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    const superAdmin = await createSignedInAdmin(suite.context, 'SUPER_ADMIN');
    expect((await getAs(null, '/api/v1/admin/outbox')).statusCode).toBe(401);
    expect(errorOf(await getAs(moderator.token, '/api/v1/admin/outbox')).code).toBe('FORBIDDEN');
    expect((await getAs(analyst.token, '/api/v1/admin/outbox')).statusCode).toBe(403);
    expect((await getAs(superAdmin.token, '/api/v1/admin/outbox')).statusCode).toBe(200);
    const missing = await getAs(
      suite.admin.token,
      '/api/v1/admin/outbox/00000000-0000-4000-8000-000000000000',
    );
    expect(errorOf(missing)).toEqual({ code: 'OUTBOX_EMAIL_NOT_FOUND', message: 'Email not found' });
  });
});

describe("each e-mail in its reader's language", () => {
  const registerIn = async (email: string, language: string) =>
    suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': language },
      payload: {
        email,
        password: 'a long enough passphrase 42',
        captchaToken: await solveCaptcha(suite.context.app),
      },
    });
  const latestTo = async (to: string) => {
    const page = (
      await getAs(suite.admin.token, `/api/v1/admin/outbox?q=${encodeURIComponent(to)}`)
    ).json<OutboxPage>();
    return (
      await getAs(suite.admin.token, `/api/v1/admin/outbox/${page.items[0]?.id ?? ''}`)
    ).json<OutboxEmail>();
  };

  it('sends a member who signed up in Arabic the Arabic verification e-mail, right to left, whose code works', async () => {
    expect((await registerIn('arabic-reader@example.com', 'ar')).statusCode).toBe(201);
    const email = await latestTo('arabic-reader@example.com');
    expect(email.subject).toBe('StreamIt: تحقق من بريدك الإلكتروني');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    const code = /رمز التحقق: (\d{6})/.exec(email.text)?.[1];
    const verified = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify/email',
      payload: { email: 'arabic-reader@example.com', token: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('keeps English for a member who signed up in English, and follows the language of each sign-in and profile save', async () => {
    expect((await registerIn('switcher@example.com', 'en-GB,en;q=0.9')).statusCode).toBe(201);
    expect((await latestTo('switcher@example.com')).subject).toBe('StreamIt: verify your email');
    await suite.context.database.pool.query(
      "UPDATE users SET email_verified_at = now() WHERE email = 'switcher@example.com'",
    );
    const signIn = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'ar' },
      payload: { email: 'switcher@example.com', password: 'a long enough passphrase 42' },
    });
    expect(signIn.statusCode).toBe(200);
    const { rows } = await suite.context.database.pool.query<{ preferred_language: string }>(
      "SELECT preferred_language FROM users WHERE email = 'switcher@example.com'",
    );
    expect(rows[0]?.preferred_language).toBe('ar');
    const token = signIn.json<{ accessToken: string }>().accessToken;
    const saved = await suite.context.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: { firstName: 'Sam', lastName: 'Switcher', displayName: 'Switcher' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await suite.context.database.pool.query<{ preferred_language: string }>(
      "SELECT preferred_language FROM users WHERE email = 'switcher@example.com'",
    );
    expect(after.rows[0]?.preferred_language).toBe('en');
  });
});

describe('POST /admin/members/verify-email', () => {
  it('verifies once under 50 parallel requests, audits it, and the member can log in', async () => {
    expect((await register(suite.context.app, { email: 'by-hand@example.com' })).statusCode).toBe(201);
    expect(errorOf(await login(suite.context.app, 'by-hand@example.com')).code).toBe('EMAIL_NOT_VERIFIED');
    const payload = { email: 'By-Hand@example.com', reason: 'Confirmed by phone' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => verifyByHand(suite.admin.token, payload)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const codes = new Set(responses.filter((r) => r.statusCode === 409).map((r) => errorOf(r).code));
    expect([...codes]).toEqual(['EMAIL_ALREADY_VERIFIED']);
    const audit = await suite.context.database.pool.query<{
      actor_admin_id: string;
      details: { reason: string };
    }>("SELECT actor_admin_id, details FROM admin_audit_log WHERE action = 'member.email_verified_by_staff'");
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.actor_admin_id).toBe(suite.admin.id);
    expect(audit.rows[0]?.details.reason).toBe('Confirmed by phone');
    expect((await login(suite.context.app, 'by-hand@example.com')).statusCode).toBe(200);
  });

  it('refuses without a reason, an unknown address, and staff without canManageUsers', async () => {
    expect(errorOf(await verifyByHand(suite.admin.token, { email: 'x@example.com' })).code).toBe(
      'VALIDATION_FAILED',
    );
    const unknown = await verifyByHand(suite.admin.token, {
      email: 'nobody@example.com',
      reason: 'asked by phone',
    });
    expect(errorOf(unknown).code).toBe('USER_NOT_FOUND');
    const moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
    await register(suite.context.app, { email: 'not-by-moderator@example.com' });
    const refused = await verifyByHand(moderator.token, {
      email: 'not-by-moderator@example.com',
      reason: 'why not',
    });
    expect(refused.statusCode).toBe(403);
  });
});
