import {
  EMAIL_MAX_ATTEMPTS,
  type ListOutboxQuery,
  type OutboxEmail,
  type OutboxEmailSummary,
  type OutboxPage,
  type OutboxStatus,
  type VerifiedMember,
  type VerifyMemberEmailRequest,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { grantWelcomeBonus } from '../points/points-bonus.service.js';
import { deliver, type EmailLog } from './email.service.js';
import {
  claimDueEmails,
  countOutboxRows,
  findOutboxRow,
  listOutboxRows,
  markEmailVerified,
  memberExists,
  type OutboxRow,
} from './outbox.repository.js';

/** The admin who acts, and from where (for the audit log). */
export interface OutboxActor {
  adminId: string;
  ip: string;
}

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

/**
 * POST /admin/members/verify-email: one conditional UPDATE marks the address verified, so of many
 * parallel requests exactly one succeeds and is audited; the others answer "already verified".
 */
export async function verifyMemberEmail(
  deps: AppDeps,
  actor: OutboxActor,
  body: VerifyMemberEmailRequest,
): Promise<VerifiedMember> {
  return deps.db.transaction(async (tx) => {
    const row = await markEmailVerified(tx, body.email);
    if (!row) {
      throw new AppError((await memberExists(tx, body.email)) ? 'EMAIL_ALREADY_VERIFIED' : 'USER_NOT_FOUND');
    }
    await grantWelcomeBonus(tx, row.id);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'member.email_verified_by_staff',
      targetType: 'user',
      targetId: row.id,
      ip: actor.ip,
      details: { email: body.email, reason: body.reason },
    });
    return {
      userId: row.id,
      email: row.email ?? body.email,
      emailVerifiedAt: (row.emailVerifiedAt ?? new Date()).toISOString(),
    };
  });
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
