import {
  EMAIL_MAX_ATTEMPTS,
  type ListOutboxQuery,
  type OutboxEmail,
  type OutboxEmailSummary,
  type OutboxPage,
  type OutboxStatus,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { deliver, type EmailLog } from './email.service.js';
import {
  claimDueEmails,
  countOutboxRows,
  findOutboxRow,
  listOutboxRows,
  type OutboxRow,
} from './outbox.repository.js';

function statusOf(row: OutboxRow): OutboxStatus {
  if (row.sentAt) return 'SENT';
  if (row.attempts === 0) return 'KEPT';
  return row.attempts >= EMAIL_MAX_ATTEMPTS || row.nextAttemptAt === null ? 'FAILED' : 'RETRYING';
}

function toSummary(row: OutboxRow): OutboxEmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: statusOf(row),
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /admin/outbox: a page of stored emails, newest first, optionally searched. */
export async function listOutbox(deps: AppDeps, query: ListOutboxQuery): Promise<OutboxPage> {
  const { page, limit, q } = query;
  const [rows, total] = await Promise.all([
    listOutboxRows(deps.db, q, limit, (page - 1) * limit),
    countOutboxRows(deps.db, q),
  ]);
  return { items: rows.map(toSummary), page, limit, total };
}

/** GET /admin/outbox/:id: one stored email with its bodies. */
export async function getOutboxEmail(deps: AppDeps, id: string): Promise<OutboxEmail> {
  const row = await findOutboxRow(deps.db, id);
  if (!row) throw new AppError('OUTBOX_EMAIL_NOT_FOUND');
  return { ...toSummary(row), text: row.textBody, html: row.htmlBody, lastError: row.lastError };
}

/** Sends every email due for another attempt (SMTP only); each claimed row is tried once per run. */
export async function retryDueEmails(deps: AppDeps, log: EmailLog, batchSize = 20): Promise<number> {
  if (!deps.config.SMTP_URL) return 0;
  let sent = 0;
  for (;;) {
    const rows = await claimDueEmails(deps.db, batchSize);
    for (const row of rows) {
      await deliver(deps, log, {
        id: row.id,
        attempts: row.attempts,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    }
    sent += rows.length;
    if (rows.length < batchSize) return sent;
  }
}
