import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { nextIp, useMemberSuite } from '../../../test/member-auth.test-support.js';
import { errorOf } from '../../../test/admin-auth.test-support.js';
import { SUBSCRIBE_ACCEPTED_MESSAGE } from './newsletter.service.js';
import { clearOfWindowEdge } from '../../../test/rate-limit-window.test-support.js';

const suite = useMemberSuite();

const CONFIRM_SUBJECT = /confirm your newsletter subscription/;
const WELCOME_SUBJECT = /you are subscribed to our newsletter/;

const subscribe = (payload: unknown, ip = nextIp()) =>
  suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscriptions',
    remoteAddress: ip,
    payload: payload as object,
  });
const useLink = (kind: 'confirm' | 'unsubscribe', token: string) =>
  suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/newsletter/${kind}`,
    remoteAddress: nextIp(),
    payload: { token },
  });

function linkToken(message: ParsedMail, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`http://localhost:5999/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(
    message.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no ${page} link in: ${message.text ?? ''}`);
  expect(message.html).toContain(`<a href="http://localhost:5999/newsletter/${page}?token=${match[1]}"`);
  return match[1];
}

async function outboxCount(to: string, kind: string): Promise<number> {
  const { rows } = await suite.context.database.pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1 AND kind = $2',
    [to, kind],
  );
  return rows[0]?.count ?? 0;
}

async function subscription(email: string) {
  const { rows } = await suite.context.database.pool.query<{
    status: string;
    confirm_token_hash: string | null;
    ip: string;
  }>('SELECT status, confirm_token_hash, ip FROM newsletter_subscriptions WHERE email = $1', [email]);
  return rows[0];
}

/** Moves the last confirmation email back in time, as if the cool-down had passed. */
async function passCooldown(email: string): Promise<void> {
  await suite.context.database.pool.query(
    `UPDATE newsletter_subscriptions SET last_email_sent_at = now() - interval '11 minutes' WHERE email = $1`,
    [email],
  );
}

/** Subscribes and confirms through the emailed link; returns the welcome email. */
async function subscribeConfirmed(email: string): Promise<ParsedMail> {
  expect((await subscribe({ email })).statusCode).toBe(202);
  const token = linkToken(await suite.sink.waitFor(email, CONFIRM_SUBJECT), 'confirm');
  expect((await useLink('confirm', token)).statusCode).toBe(200);
  return suite.sink.waitFor(email, WELCOME_SUBJECT);
}

describe('POST /newsletter/subscriptions', () => {
  it('accepts a valid address with 202, stores it PENDING with only a hash of the token, and emails a confirmation link', async () => {
    const ip = nextIp();
    const response = await subscribe({ email: '  New.Reader@Example.COM ' }, ip);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SUBSCRIBE_ACCEPTED_MESSAGE });
    const token = linkToken(await suite.sink.waitFor('new.reader@example.com', CONFIRM_SUBJECT), 'confirm');
    const row = await subscription('new.reader@example.com');
    expect(row).toMatchObject({ status: 'PENDING', ip });
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirm_token_hash).not.toContain(token);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }],
    ['an empty address', { email: '   ' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['no address', {}],
    ['an unknown field', { email: 'extra@example.com', name: 'Extra' }],
  ])('rejects %s with 400 and the spec message, and sends nothing', async (_name, payload) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please check your input data and try again.',
    });
    expect(await outboxCount('extra@example.com', 'newsletter-confirm')).toBe(0);
  });

  it('answers a duplicate exactly like a first request, without a second email inside the cool-down', async () => {
    const first = await subscribe({ email: 'twice@example.com' });
    const second = await subscribe({ email: 'TWICE@example.com' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    await suite.sink.waitFor('twice@example.com', CONFIRM_SUBJECT);
    expect(await outboxCount('twice@example.com', 'newsletter-confirm')).toBe(1);
  });

  it('sends one confirmation email for 50 parallel requests from 50 IPs (the address row is locked)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => subscribe({ email: 'parallel@example.com' })),
    );
    expect(responses.every((response) => response.statusCode === 202)).toBe(true);
    expect(await outboxCount('parallel@example.com', 'newsletter-confirm')).toBe(1);
  });

  it('never reveals a confirmed subscription: same answer, and no email at all', async () => {
    await subscribeConfirmed('confirmed@example.com');
    await passCooldown('confirmed@example.com');
    const again = await subscribe({ email: 'confirmed@example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: SUBSCRIBE_ACCEPTED_MESSAGE });
    expect(await outboxCount('confirmed@example.com', 'newsletter-confirm')).toBe(1);
    expect((await subscription('confirmed@example.com'))?.status).toBe('CONFIRMED');
  });

  it('sends a fresh link after the cool-down, and the earlier link stops working', async () => {
    await subscribe({ email: 'again@example.com' });
    const oldToken = linkToken(await suite.sink.waitFor('again@example.com', CONFIRM_SUBJECT), 'confirm');
    await passCooldown('again@example.com');
    await subscribe({ email: 'again@example.com' });
    await expect.poll(() => suite.sink.all('again@example.com', CONFIRM_SUBJECT).length).toBe(2);
    const newToken = linkToken(
      suite.sink.all('again@example.com', CONFIRM_SUBJECT)[1] as ParsedMail,
      'confirm',
    );
    expect(newToken).not.toBe(oldToken);
    expect((await useLink('confirm', oldToken)).statusCode).toBe(400);
    expect((await useLink('confirm', newToken)).statusCode).toBe(200);
  });

  it('sends one address at most 3 confirmation emails a day, answering the same after that', async () => {
    const email = 'flooded@example.com';
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await subscribe({ email })).statusCode).toBe(202);
      expect(await outboxCount(email, 'newsletter-confirm')).toBe(sent);
      await passCooldown(email);
    }
    const capped = await subscribe({ email });
    expect(capped.statusCode).toBe(202);
    expect(capped.json()).toEqual({ message: SUBSCRIBE_ACCEPTED_MESSAGE });
    expect(await outboxCount(email, 'newsletter-confirm')).toBe(3);
  });

  it('limits each IP to 5 requests a minute with 429 and the spec message', async () => {
    const ip = nextIp();
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    for (let index = 0; index < 5; index += 1) {
      expect((await subscribe({ email: `burst${index}@example.com` }, ip)).statusCode).toBe(202);
    }
    const limited = await subscribe({ email: 'burst5@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down.',
    });
    expect(await subscription('burst5@example.com')).toBeUndefined();
    expect((await subscribe({ email: 'burst5@example.com' })).statusCode).toBe(202);
  });
});

describe('POST /newsletter/confirm', () => {
  it('confirms once, emails a welcome with an unsubscribe link, and refuses the used token', async () => {
    await subscribe({ email: 'confirm-me@example.com' });
    const token = linkToken(await suite.sink.waitFor('confirm-me@example.com', CONFIRM_SUBJECT), 'confirm');
    const confirmed = await useLink('confirm', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED' });
    expect(await subscription('confirm-me@example.com')).toMatchObject({
      status: 'CONFIRMED',
      confirm_token_hash: null,
    });
    linkToken(await suite.sink.waitFor('confirm-me@example.com', WELCOME_SUBJECT), 'unsubscribe');
    const reused = await useLink('confirm', token);
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toMatchObject({
      code: 'NEWSLETTER_LINK_INVALID',
      message: 'This confirmation link is invalid or has expired. Please subscribe again.',
    });
  });

  it('refuses an expired token and leaves the subscription pending', async () => {
    await subscribe({ email: 'late@example.com' });
    const token = linkToken(await suite.sink.waitFor('late@example.com', CONFIRM_SUBJECT), 'confirm');
    await suite.context.database.pool.query(
      `UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`,
    );
    const response = await useLink('confirm', token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('NEWSLETTER_LINK_INVALID');
    expect((await subscription('late@example.com'))?.status).toBe('PENDING');
  });

  it('refuses unknown tokens (400) and malformed ones (400 validation)', async () => {
    expect(errorOf(await useLink('confirm', 'A'.repeat(43))).code).toBe('NEWSLETTER_LINK_INVALID');
    expect(errorOf(await useLink('confirm', 'short')).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await useLink('confirm', `${'a'.repeat(30)}<script>`)).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /newsletter/unsubscribe', () => {
  it('unsubscribes with the link from the welcome email, and answers the same when used again', async () => {
    const token = linkToken(await subscribeConfirmed('leaving@example.com'), 'unsubscribe');
    const first = await useLink('unsubscribe', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect((await subscription('leaving@example.com'))?.status).toBe('UNSUBSCRIBED');
    const second = await useLink('unsubscribe', token);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it('refuses a token it never issued', async () => {
    const response = await useLink('unsubscribe', 'B'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'NEWSLETTER_UNSUBSCRIBE_INVALID',
      message: 'This unsubscribe link is invalid.',
    });
  });

  it('lets an unsubscribed address subscribe again through a new confirmation', async () => {
    const token = linkToken(await subscribeConfirmed('returning@example.com'), 'unsubscribe');
    await useLink('unsubscribe', token);
    await passCooldown('returning@example.com');
    expect((await subscribe({ email: 'returning@example.com' })).statusCode).toBe(202);
    await expect.poll(() => suite.sink.all('returning@example.com', CONFIRM_SUBJECT).length).toBe(2);
    expect((await subscription('returning@example.com'))?.status).toBe('PENDING');
  });
});
