import type { OutboxEmail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { TestContext } from '../../../test/test-app.js';
import { queueEmail, type EmailLog } from './email.service.js';
import { retryDueEmails } from './outbox.service.js';

const quiet: EmailLog = { info: () => undefined, warn: () => undefined };
let sink: SmtpSink;
let context: TestContext;
let admin: TestAdmin;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createAdminTestContext({ SMTP_URL: sink.url, LOG_LEVEL: 'silent' });
  admin = await createSignedInAdmin(context, 'ADMIN');
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

interface OutboxState {
  attempts: number;
  sent: boolean;
  due_in_seconds: number | null;
  last_error: string | null;
}

async function outboxState(id: string): Promise<OutboxState | undefined> {
  const { rows } = await context.database.pool.query<OutboxState>(
    `SELECT attempts, sent_at IS NOT NULL AS sent, last_error,
            extract(epoch FROM next_attempt_at - now())::int AS due_in_seconds
     FROM email_outbox WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Waits until the email's first (background) SMTP attempt has been recorded. */
async function firstAttemptOf(id: string): Promise<OutboxState> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await outboxState(id);
    if (state && state.attempts > 0) return state;
    if (Date.now() > deadline) throw new Error(`email ${id} was never tried`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Moves the email's next attempt to now, as if its backoff had run out. */
async function makeDue(id: string): Promise<void> {
  await context.database.pool.query(
    `UPDATE email_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
}

function queue(to: string, subject: string): Promise<string> {
  return queueEmail(context.deps, quiet, { kind: 'test', to, subject, text: 'hello', html: '<p>hello</p>' });
}

async function adminView(id: string): Promise<OutboxEmail> {
  const response = await injectAs(context.app, admin.token, {
    method: 'GET',
    url: `/api/v1/admin/outbox/${id}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxEmail>();
}

describe('an SMTP server that refuses mail', () => {
  it('refusing for now (4xx): the email waits in the outbox, is retried with backoff, and is delivered once accepted', async () => {
    sink.refuse(451, '4.3.0 Mail server busy, try later');
    const id = await queue('busy@example.com', 'StreamIt: refused for now');
    const first = await firstAttemptOf(id);
    expect(first).toMatchObject({ attempts: 1, sent: false });
    expect(first.last_error).toMatch(/451 4\.3\.0 Mail server busy/);
    expect(first.due_in_seconds).toBeGreaterThanOrEqual(55);
    expect(first.due_in_seconds).toBeLessThanOrEqual(60);
    expect(await adminView(id)).toMatchObject({ status: 'RETRYING', attempts: 1 });
    // Not due yet: the retry job leaves it alone.
    expect(await retryDueEmails(context.deps, quiet)).toBe(0);

    await makeDue(id);
    expect(await retryDueEmails(context.deps, quiet)).toBe(1);
    const second = await outboxState(id);
    expect(second).toMatchObject({ attempts: 2, sent: false });
    expect(second?.due_in_seconds).toBeGreaterThanOrEqual(115);
    expect(second?.due_in_seconds).toBeLessThanOrEqual(120);

    sink.accept();
    await makeDue(id);
    expect(await retryDueEmails(context.deps, quiet)).toBe(1);
    await sink.waitFor('busy@example.com', /refused for now/);
    expect(await outboxState(id)).toMatchObject({
      attempts: 3,
      sent: true,
      due_in_seconds: null,
      last_error: null,
    });
    expect(await adminView(id)).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(await retryDueEmails(context.deps, quiet)).toBe(0);
    expect(sink.all('busy@example.com', /refused for now/)).toHaveLength(1);
  });

  it('refusing for good (5xx): no retries, and the admin outbox shows it failed with the reason', async () => {
    sink.refuse(550, '5.1.1 Mailbox does not exist');
    const refusedBefore = sink.refusals();
    const id = await queue('nobody@example.com', 'StreamIt: refused for good');
    const attempt = await firstAttemptOf(id);
    expect(attempt).toMatchObject({ attempts: 1, sent: false, due_in_seconds: null });
    const shown = await adminView(id);
    expect(shown).toMatchObject({ status: 'FAILED', attempts: 1, sentAt: null });
    expect(shown.lastError).toMatch(/550 5\.1\.1 Mailbox does not exist/);

    sink.accept();
    expect(await retryDueEmails(context.deps, quiet)).toBe(0);
    expect(sink.refusals()).toBe(refusedBefore + 1);
    expect(sink.all('nobody@example.com', /refused for good/)).toHaveLength(0);
  });
});
