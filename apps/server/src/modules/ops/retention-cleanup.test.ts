import { Readable } from 'node:stream';
import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { cleanUpRetainedData } from './retention-cleanup.service.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    SIGN_IN_EVENT_RETENTION_DAYS: '90',
    SESSION_RETENTION_DAYS: '45',
    SUPPORT_DELETED_TICKET_FILES_DAYS: '30',
    EMAIL_OUTBOX_RETENTION_DAYS: '60',
  });
}, 60_000);
afterAll(async () => {
  await context.close();
});

const query = <T extends QueryResultRow>(text: string, values: unknown[] = []) =>
  context.database.pool.query<T>(text, values).then((result) => result.rows);

async function insertMember(email: string): Promise<string> {
  const [row] = await query<{ id: string }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [email]);
  return row?.id ?? '';
}

async function insertTicket(userId: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO support_tickets (user_id, email, category, subject, priority, tier, first_response_due_at, resolution_due_at)
     VALUES ($1, 'files@retention.test', 'POINTS', 'Points missing', 'NORMAL', 'BASIC', now(), now()) RETURNING id`,
    [userId],
  );
  return row?.id ?? '';
}

const fileExists = async (key: string) => (await mediaStorageFor(context.deps.config).stat(key)) !== null;

describe('retention clean-up (clock pinned)', () => {
  it('deletes sign-in events older than SIGN_IN_EVENT_RETENTION_DAYS and keeps the younger ones', async () => {
    const userId = await insertMember('sign-ins@retention.test');
    const now = new Date('2031-03-01T04:23:00Z');
    const edge = now.getTime() - 90 * DAY_MS;
    for (const [ip, at] of [
      ['10.0.0.1', edge - MINUTE_MS],
      ['10.0.0.2', edge + MINUTE_MS],
      ['10.0.0.3', now.getTime() - DAY_MS],
    ] as const) {
      await query(
        `INSERT INTO login_events (user_id, success, method, ip, user_agent, created_at) VALUES ($1, true, 'password', $2, 'test', $3)`,
        [userId, ip, new Date(at)],
      );
    }
    expect(await cleanUpRetainedData(context.deps, now)).toMatchObject({ signInEvents: 1 });
    const left = await query<{ ip: string }>('SELECT ip FROM login_events WHERE user_id = $1 ORDER BY ip', [
      userId,
    ]);
    expect(left.map((row) => row.ip)).toEqual(['10.0.0.2', '10.0.0.3']);
  });

  it('deletes sessions that ended (revoked, idle or absolute expiry) more than SESSION_RETENTION_DAYS ago', async () => {
    const userId = await insertMember('sessions@retention.test');
    const now = new Date('2031-03-01T04:23:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const edge = -45 * DAY_MS;
    const far = 400 * DAY_MS;
    // [name, revoked_at, idle_expires_at, absolute_expires_at]
    const sessions = [
      ['revoked-old', at(edge - MINUTE_MS), at(far), at(far)],
      ['revoked-young', at(edge + MINUTE_MS), at(far), at(far)],
      ['idle-old', null, at(edge - MINUTE_MS), at(far)],
      ['absolute-old', null, at(far), at(edge - MINUTE_MS)],
      ['absolute-young', null, at(far), at(edge + MINUTE_MS)],
      ['live', null, at(DAY_MS), at(far)],
    ] as const;
    for (const [name, revokedAt, idle, absolute] of sessions) {
      await query(
        `INSERT INTO member_sessions (user_id, token_hash, method, ip, user_agent, revoked_at, idle_expires_at, absolute_expires_at)
         VALUES ($1, $2, 'password', '10.0.0.9', $2, $3, $4, $5)`,
        [userId, `retention-${name}`, revokedAt, idle, absolute],
      );
    }
    expect(await cleanUpRetainedData(context.deps, now)).toMatchObject({ endedSessions: 3 });
    const left = await query<{ user_agent: string }>(
      'SELECT user_agent FROM member_sessions WHERE user_id = $1 ORDER BY user_agent',
      [userId],
    );
    expect(left.map((row) => row.user_agent)).toEqual([
      'retention-absolute-young',
      'retention-live',
      'retention-revoked-young',
    ]);
  });

  it('keeps a deleted ticket’s attachments SUPPORT_DELETED_TICKET_FILES_DAYS, then deletes them from storage', async () => {
    const ticketId = await insertTicket(await insertMember('files@retention.test'));
    const key = `support/${ticketId}/receipt.png`;
    await mediaStorageFor(context.deps.config).putStream(key, Readable.from(Buffer.from('png')));
    await query('DELETE FROM support_tickets WHERE id = $1', [ticketId]);
    const [mark] = await query<{ deleted_at: Date }>(
      'SELECT deleted_at FROM support_deleted_ticket_files WHERE ticket_id = $1',
      [ticketId],
    );
    const deletedAt = mark?.deleted_at.getTime() ?? 0;
    const justBefore = new Date(deletedAt + 30 * DAY_MS - MINUTE_MS);
    expect(await cleanUpRetainedData(context.deps, justBefore)).toMatchObject({ deletedTicketFiles: 0 });
    expect(await fileExists(key)).toBe(true);
    const justAfter = new Date(deletedAt + 30 * DAY_MS + MINUTE_MS);
    expect(await cleanUpRetainedData(context.deps, justAfter)).toMatchObject({ deletedTicketFiles: 1 });
    expect(await fileExists(key)).toBe(false);
    expect(
      await query('SELECT 1 FROM support_deleted_ticket_files WHERE ticket_id = $1', [ticketId]),
    ).toEqual([]);
  });

  it('deletes outbox mail done with (sent, given up, kept) EMAIL_OUTBOX_RETENTION_DAYS after it was made, never mail still to send', async () => {
    const now = new Date('2031-03-01T04:23:00Z');
    const edge = now.getTime() - 60 * DAY_MS;
    // [subject, created_at, sent_at, attempts, next_attempt_at]
    const mails = [
      ['sent-old', edge - MINUTE_MS, edge, 1, null],
      ['sent-young', edge + MINUTE_MS, edge + MINUTE_MS, 1, null],
      ['kept-old', edge - MINUTE_MS, null, 0, null],
      ['given-up-old', edge - MINUTE_MS, null, 5, null],
      ['retrying-old', edge - MINUTE_MS, null, 2, now.getTime() + MINUTE_MS],
    ] as const;
    for (const [subject, createdAt, sentAt, attempts, next] of mails) {
      await query(
        `INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body, attempts, sent_at, next_attempt_at, created_at)
         VALUES ('test', 'outbox@retention.test', $1, 'Code: 123456', '<p>Code: 123456</p>', $2, $3, $4, $5)`,
        [subject, attempts, sentAt && new Date(sentAt), next && new Date(next), new Date(createdAt)],
      );
    }
    expect(await cleanUpRetainedData(context.deps, now)).toMatchObject({ outboxEmails: 3 });
    const left = await query<{ subject: string }>(
      `SELECT subject FROM email_outbox WHERE to_address = 'outbox@retention.test' ORDER BY subject`,
    );
    expect(left.map((row) => row.subject)).toEqual(['retrying-old', 'sent-young']);
  });

  it('never deletes the files of a ticket that exists again (restored from a backup)', async () => {
    const ticketId = await insertTicket(await insertMember('restored@retention.test'));
    const key = `support/${ticketId}/statement.pdf`;
    await mediaStorageFor(context.deps.config).putStream(key, Readable.from(Buffer.from('pdf')));
    await query(
      `INSERT INTO support_deleted_ticket_files (ticket_id, deleted_at) VALUES ($1, now() - interval '400 days')`,
      [ticketId],
    );
    expect(await cleanUpRetainedData(context.deps, new Date())).toMatchObject({ deletedTicketFiles: 0 });
    expect(await fileExists(key)).toBe(true);
  });
});
