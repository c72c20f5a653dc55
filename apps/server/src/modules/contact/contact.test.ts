import type { AuditLogPage, ContactMessage, ContactMessagePage } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  nextIp,
  registerVerified,
  solveCaptcha,
} from '../../../test/member-auth.test-support.js';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useStaffDeskSuite,
} from '../../../test/admin-auth.test-support.js';
import { clearOfWindowEdge } from '../../../test/rate-limit-window.test-support.js';

const SUPPORT = 'support-desk@streamit.test';
const suite = useStaffDeskSuite('ADMIN', { SUPPORT_EMAIL: SUPPORT });

const MESSAGE = 'I would love to see more documentaries about Islamic geometric art.\nThank you!';

async function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Layla Haddad',
    email: 'layla@example.com',
    topic: 'general',
    subject: 'Documentary request',
    message: MESSAGE,
    captchaToken: await solveCaptcha(suite.context.app),
    ...overrides,
  };
}
const send = (payload: object, ip = nextIp()) =>
  suite.context.app.inject({ method: 'POST', url: '/api/v1/contact/messages', remoteAddress: ip, payload });
const listAs = (token: string | null, query = '') =>
  injectAs(suite.context.app, token, { method: 'GET', url: `/api/v1/admin/contact-messages${query}` });
const patchAs = (token: string | null, id: string, payload: object) =>
  injectAs(suite.context.app, token, {
    method: 'PATCH',
    url: `/api/v1/admin/contact-messages/${id}`,
    payload,
  });

async function storedCount(email: string): Promise<number> {
  const { rows } = await suite.context.database.pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM contact_messages WHERE email = $1',
    [email],
  );
  return rows[0]?.count ?? 0;
}

describe('POST /contact/messages', () => {
  it('stores the message for staff, emails it to SUPPORT_EMAIL and acknowledges it to the sender', async () => {
    const ip = nextIp();
    const response = await send(await validMessage({ email: ' Layla@Example.com ' }), ip);
    expect(response.statusCode).toBe(202);
    const { reference } = response.json<{ reference: string; message: string }>();
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    const staff = await suite.sink.waitFor(
      SUPPORT,
      new RegExp(`contact message ${reference}: Documentary request`),
    );
    expect(staff.text).toContain('From: Layla Haddad <layla@example.com>');
    expect(staff.text).toContain('Islamic geometric art');
    const ack = await suite.sink.waitFor('layla@example.com', /we received your message/);
    expect(ack.text).toContain(`Reference: ${reference}`);
    // The acknowledgement repeats nothing the sender typed: no relay for someone else's text.
    expect(ack.text).not.toContain('Islamic');
    expect(ack.text).not.toContain('Layla');

    const page = (await listAs(suite.admin.token)).json<ContactMessagePage>();
    expect(page.items[0]).toMatchObject({
      reference,
      name: 'Layla Haddad',
      email: 'layla@example.com',
      topic: 'general',
      subject: 'Documentary request',
      message: MESSAGE,
      status: 'NEW',
      ip,
      handledByAdminId: null,
    });
  });

  it.each([
    ['no captcha', { captchaToken: undefined }, 'CAPTCHA_FAILED'],
    ['a forged captcha', { captchaToken: Buffer.from('{"x":1}').toString('base64') }, 'CAPTCHA_FAILED'],
    ['a message under 20 characters', { message: 'Too short' }, 'VALIDATION_FAILED'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'VALIDATION_FAILED'],
    ['an empty name', { name: '  ' }, 'VALIDATION_FAILED'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'VALIDATION_FAILED'],
    ['a subject with a line break', { subject: 'Hi\r\nBcc: victim@example.com' }, 'VALIDATION_FAILED'],
    ['an unknown topic', { topic: 'sales' }, 'VALIDATION_FAILED'],
    ['a malformed email', { email: 'layla@' }, 'VALIDATION_FAILED'],
    ['an unknown field', { phone: '123' }, 'VALIDATION_FAILED'],
  ])('rejects %s with 400 and stores nothing', async (_name, overrides, code) => {
    const response = await send(await validMessage({ email: 'rejected@example.com', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
    expect(await storedCount('rejected@example.com')).toBe(0);
  });

  it('accepts a solved captcha only once', async () => {
    const payload = await validMessage({ email: 'replay@example.com' });
    expect((await send(payload)).statusCode).toBe(202);
    const replay = await send(payload);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toMatchObject({
      code: 'CAPTCHA_FAILED',
      message: 'CAPTCHA verification failed. Please try again.',
    });
  });

  it('limits each IP to 5 messages in 10 minutes with 429 and the spec message', async () => {
    const ip = nextIp();
    // The limit counts in fixed 10 minutes: a burst across their end would be two windows' worth.
    await clearOfWindowEdge(600_000);
    for (let index = 0; index < 5; index += 1) {
      expect((await send(await validMessage({ email: `ip-limit${index}@example.com` }), ip)).statusCode).toBe(
        202,
      );
    }
    const limited = await send(await validMessage({ email: 'ip-limit5@example.com' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down.',
    });
    expect(await storedCount('ip-limit5@example.com')).toBe(0);
  });

  it('limits each address to 3 messages an hour, from any IP', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await send(await validMessage({ email: 'chatty@example.com' }))).statusCode).toBe(202);
    }
    const limited = await send(await validMessage({ email: 'CHATTY@example.com' }));
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(await storedCount('chatty@example.com')).toBe(3);
  });

  it('holds the per-address limit under 50 parallel messages from 50 IPs: exactly 3 stored', async () => {
    const payloads = [];
    for (let index = 0; index < 50; index += 1)
      payloads.push(await validMessage({ email: 'burst@example.com' }));
    const responses = await Promise.all(payloads.map((payload) => send(payload)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
    expect(await storedCount('burst@example.com')).toBe(3);
  });
});

describe('staff and contact messages', () => {
  it('needs canManageUsers: a member token is 401, a CONTENT_MODERATOR 403, an ADMIN 200', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'curious-member@example.com' });
    const member = await loginToken(suite.context.app, 'curious-member@example.com');
    const asMember = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/contact-messages',
      headers: bearer(member),
    });
    expect(asMember.statusCode).toBe(401);
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect((await listAs(moderator.token)).statusCode).toBe(403);
    expect(
      (await patchAs(moderator.token, '00000000-0000-4000-8000-000000000000', { status: 'READ' })).statusCode,
    ).toBe(403);
    expect((await listAs(suite.admin.token)).statusCode).toBe(200);
  });

  it('pages newest first and filters by status', async () => {
    const page = (await listAs(suite.admin.token, '?limit=2')).json<ContactMessagePage>();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const [newer, older] = page.items as [ContactMessage, ContactMessage];
    expect(newer.createdAt >= older.createdAt).toBe(true);
    expect((await listAs(suite.admin.token, '?status=ANSWERED')).json<ContactMessagePage>().total).toBe(0);
    expect((await listAs(suite.admin.token, '?status=LOST')).statusCode).toBe(400);
  });

  it('changes the status and records who did it in the audit log', async () => {
    const [message] = (await listAs(suite.admin.token, '?limit=1')).json<ContactMessagePage>().items;
    const id = message?.id ?? '';
    const read = await patchAs(suite.admin.token, id, { status: 'READ' });
    expect(read.statusCode).toBe(200);
    expect(read.json<ContactMessage>()).toMatchObject({
      id,
      status: 'READ',
      handledByAdminId: suite.admin.id,
    });
    expect((await patchAs(suite.admin.token, id, { status: 'ANSWERED' })).statusCode).toBe(200);
    expect(
      (await listAs(suite.admin.token, '?status=ANSWERED')).json<ContactMessagePage>().items[0]?.id,
    ).toBe(id);

    const root = await createSignedInAdmin(suite.context, 'SUPER_ADMIN');
    const audit = await injectAs(suite.context.app, root.token, {
      method: 'GET',
      url: `/api/v1/admin/system/logs/audit?targetType=contact_message&targetId=${id}`,
    });
    const entries = audit.json<AuditLogPage>().items;
    expect(entries.map((entry) => entry.details)).toEqual([
      { from: 'READ', to: 'ANSWERED' },
      { from: 'NEW', to: 'READ' },
    ]);
    expect(entries[0]).toMatchObject({
      action: 'contact_message.status_changed',
      actorAdminId: suite.admin.id,
    });
  });

  it('answers 404 for an unknown message and 400 for an unknown status', async () => {
    const missing = await patchAs(suite.admin.token, '00000000-0000-4000-8000-000000000000', {
      status: 'READ',
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('CONTACT_MESSAGE_NOT_FOUND');
    const [message] = (await listAs(suite.admin.token, '?limit=1')).json<ContactMessagePage>().items;
    expect((await patchAs(suite.admin.token, message?.id ?? '', { status: 'CLOSED' })).statusCode).toBe(400);
  });
});
