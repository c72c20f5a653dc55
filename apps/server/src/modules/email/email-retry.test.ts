import { EMAIL_MAX_ATTEMPTS } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../embedded/free-port.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { queueEmail, type EmailLog } from './email.service.js';
import { REDACTION_MARK } from './outbox.repository.js';
import { retryDueEmails } from './outbox.service.js';

const quiet: EmailLog = { info: () => undefined, warn: () => undefined };
let sink: SmtpSink;
let context: TestContext;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext({ SMTP_URL: sink.url, LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

/** A stored email whose earlier SMTP attempts failed and that is due again now. */
async function insertDue(ctx: TestContext, to: string, attempts: number): Promise<string> {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body, attempts, last_error, next_attempt_at)
     VALUES ('test', $1, 'StreamIt: retry me', 'hello', '<p>hello</p>', $2, 'connection refused', now() - interval '1 second')
     RETURNING id`,
    [to, attempts],
  );
  return rows[0]?.id ?? '';
}

async function outboxRow(ctx: TestContext, id: string) {
  const { rows } = await ctx.database.pool.query<{
    attempts: number;
    sent_at: Date | null;
    next_attempt_at: Date | null;
    last_error: string | null;
    due_in_seconds: number | null;
  }>(
    `SELECT attempts, sent_at, next_attempt_at, last_error,
            extract(epoch FROM next_attempt_at - now())::int AS due_in_seconds
     FROM email_outbox WHERE id = $1`,
    [id],
  );
  return rows[0];
}

describe('SMTP delivery with retries from the outbox', () => {
  it('sends an email whose earlier attempt failed, and records it as sent', async () => {
    const id = await insertDue(context, 'retry-once@example.com', 1);
    expect(await retryDueEmails(context.deps, quiet)).toBe(1);
    const message = await sink.waitFor('retry-once@example.com', /retry me/);
    expect(message.text?.trim()).toBe('hello');
    expect(await outboxRow(context, id)).toMatchObject({
      attempts: 2,
      next_attempt_at: null,
      last_error: null,
    });
    expect((await outboxRow(context, id))?.sent_at).toBeInstanceOf(Date);
  });

  it('once sent, keeps a copy without its code, token and link path; mail still to send keeps its whole body', async () => {
    const token = 'k4Jx9_Qm2-ZtV7pL0aWcR5nHs8YbEfGu';
    const text = `Verification code: 482913\nOr open https://streamit.example/partners/invite?token=${token} soon.`;
    const html = `<p>Verification code: <b>482913</b> <a href="https://streamit.example/r/${token}">open</a></p>`;
    const { rows } = await context.database.pool.query<{ id: string }>(
      `INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body, next_attempt_at)
       VALUES ('test', 'redact@example.com', 'StreamIt: code', $1, $2, now() + interval '1 hour'),
              ('test', 'redact@example.com', 'StreamIt: code', $1, $2, now() - interval '1 second')
       RETURNING id, next_attempt_at > now() AS waiting`,
      [text, html],
    );
    expect(await retryDueEmails(context.deps, quiet)).toBe(1);
    const message = await sink.waitFor('redact@example.com', /code/);
    expect(message.text).toContain('482913');
    const { rows: stored } = await context.database.pool.query<{
      id: string;
      text_body: string;
      html_body: string;
    }>(
      `SELECT id, text_body, html_body FROM email_outbox WHERE id = ANY($1::uuid[]) AND sent_at IS NOT NULL`,
      [rows.map((row) => row.id)],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.text_body).toBe(
      `Verification code: ${REDACTION_MARK}\nOr open https://streamit.example/${REDACTION_MARK} soon.`,
    );
    expect(stored[0]?.html_body).toBe(
      `<p>Verification code: <b>${REDACTION_MARK}</b> <a href="https://streamit.example/${REDACTION_MARK}">open</a></p>`,
    );
    const { rows: waiting } = await context.database.pool.query<{ text_body: string; html_body: string }>(
      `SELECT text_body, html_body FROM email_outbox WHERE id = ANY($1::uuid[]) AND sent_at IS NULL`,
      [rows.map((row) => row.id)],
    );
    expect(waiting).toEqual([{ text_body: text, html_body: html }]);
  });

  it('never sends an email twice when two workers retry at the same time', async () => {
    const addresses = Array.from({ length: 30 }, (_, index) => `parallel-${index}@example.com`);
    for (const address of addresses) await insertDue(context, address, 2);
    const counts = await Promise.all(Array.from({ length: 4 }, () => retryDueEmails(context.deps, quiet, 5)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    for (const address of addresses) await sink.waitFor(address, /retry me/);
    for (const address of addresses) expect(sink.all(address, /retry me/)).toHaveLength(1);
  });

  it('a new email is sent at once and is not picked again by the retry job', async () => {
    await queueEmail(context.deps, quiet, {
      kind: 'test',
      to: 'at-once@example.com',
      subject: 'StreamIt: at once',
      text: 'now',
      html: '<p>now</p>',
    });
    await sink.waitFor('at-once@example.com', /at once/);
    expect(await retryDueEmails(context.deps, quiet)).toBe(0);
    expect(sink.all('at-once@example.com', /at once/)).toHaveLength(1);
  });
});

describe('SMTP that does not answer', () => {
  let down: TestContext;
  beforeAll(async () => {
    down = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${await findFreePort()}`,
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    await down.close();
  });

  it('keeps the email with its error and backs off: 1 minute after the first failure', async () => {
    const id = await insertDue(down, 'backoff@example.com', 0);
    await retryDueEmails(down.deps, quiet);
    const row = await outboxRow(down, id);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.due_in_seconds).toBeGreaterThanOrEqual(55);
    expect(row?.due_in_seconds).toBeLessThanOrEqual(60);
    // Not due yet: a second run does not try again.
    expect(await retryDueEmails(down.deps, quiet)).toBe(0);
  });

  it(`gives up after ${EMAIL_MAX_ATTEMPTS} attempts`, async () => {
    const id = await insertDue(down, 'give-up@example.com', EMAIL_MAX_ATTEMPTS - 1);
    await retryDueEmails(down.deps, quiet);
    expect(await outboxRow(down, id)).toMatchObject({
      attempts: EMAIL_MAX_ATTEMPTS,
      next_attempt_at: null,
      sent_at: null,
    });
  });
});
