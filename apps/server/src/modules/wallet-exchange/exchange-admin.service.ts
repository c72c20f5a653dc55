import type {
  AdminExchange,
  AdminExchangesQuery,
  BulkExchangeDecisionBody,
  BulkExchangeDecisionResult,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import {
  findExchange,
  listExchangesForStaff,
  moveExchange,
  selectExchangeMember,
  type ExchangeRow,
} from './exchange.repository.js';
import { exchangeRejectedEmail } from './exchange-emails.js';
import { sendPayout } from './exchange-queue.js';
import { releaseInTransaction } from './exchange-settlement.service.js';
import { toAdminExchange } from './exchange-view.js';

/** The staff member acting, and where from (for the audit log). */
export interface ExchangeOperator {
  adminId: string;
  ip: string;
}

/** Audits one staff action on an exchange in the transaction that made it. */
export function auditExchange(
  tx: Executor,
  operator: ExchangeOperator,
  action: string,
  exchange: ExchangeRow,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAuditEvent(tx, {
    actorAdminId: operator.adminId,
    action: `exchange.${action}`,
    targetType: 'exchange',
    targetId: exchange.id,
    ip: operator.ip,
    details: {
      userId: exchange.userId,
      pointsAmount: exchange.pointsAmount,
      status: exchange.status,
      ...details,
    },
  });
}

/** The exchange with its member's columns, as staff read it. */
export async function adminViewOf(deps: AppDeps, db: Executor, row: ExchangeRow): Promise<AdminExchange> {
  return toAdminExchange(deps.config, row, await selectExchangeMember(db, row.userId));
}

/** GET /admin/exchanges. */
export async function listAdminExchanges(deps: AppDeps, query: AdminExchangesQuery) {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listExchangesForStaff(deps.db, filter, limit, (page - 1) * limit);
  return {
    items: rows.map(({ exchange, ...member }) => toAdminExchange(deps.config, exchange, member)),
    page,
    limit,
    total,
  };
}

/** The exchange, or 404. */
export async function requireExchange(db: Executor, id: string): Promise<ExchangeRow> {
  const row = await findExchange(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Approves a PENDING exchange and queues its payout in the same transaction. */
async function approveInTransaction(deps: AppDeps, tx: Transaction, operator: ExchangeOperator, id: string) {
  await requireExchange(tx, id);
  const moved = await moveExchange(tx, id, 'PENDING', 'APPROVED', {
    decidedByAdminId: operator.adminId,
    decidedAt: new Date(),
  });
  if (!moved) throw new AppError('EXCHANGE_STATE_CONFLICT');
  await sendPayout(deps.jobs, tx, id);
  await auditExchange(tx, operator, 'approved', moved);
  return moved;
}

/** Rejects a PENDING exchange: the hold is released, the member is emailed the reason through the outbox. */
async function rejectInTransaction(
  deps: AppDeps,
  tx: Transaction,
  operator: ExchangeOperator,
  id: string,
  reason: string,
) {
  const row = await requireExchange(tx, id);
  const rejected = await releaseInTransaction(tx, row, 'PENDING', 'REJECTED', {
    rejectReason: reason,
    decidedByAdminId: operator.adminId,
    decidedAt: new Date(),
  });
  if (!rejected) throw new AppError('EXCHANGE_STATE_CONFLICT');
  const member = await selectExchangeMember(tx, row.userId);
  if (member.email)
    await insertOutboxEmails(
      tx,
      [exchangeRejectedEmail(member.email, row.pointsAmount, reason)],
      Boolean(deps.config.SMTP_URL),
    );
  await auditExchange(tx, operator, 'rejected', rejected, { reason });
  return rejected;
}

/** POST /admin/exchanges/:id/approve. */
export async function approveExchange(
  deps: AppDeps,
  operator: ExchangeOperator,
  id: string,
): Promise<AdminExchange> {
  const row = await deps.db.transaction((tx) => approveInTransaction(deps, tx, operator, id));
  return adminViewOf(deps, deps.db, row);
}

/** POST /admin/exchanges/:id/reject. */
export async function rejectExchange(
  deps: AppDeps,
  operator: ExchangeOperator,
  id: string,
  reason: string,
): Promise<AdminExchange> {
  const row = await deps.db.transaction((tx) => rejectInTransaction(deps, tx, operator, id, reason));
  return adminViewOf(deps, deps.db, row);
}

/** POST /admin/exchanges/bulk: each exchange in its own transaction, so one refusal stops no other. */
export async function bulkDecideExchanges(
  deps: AppDeps,
  operator: ExchangeOperator,
  body: BulkExchangeDecisionBody,
): Promise<BulkExchangeDecisionResult> {
  if (body.decision === 'reject' && !body.reason) throw new AppError('VALIDATION_FAILED');
  const results: BulkExchangeDecisionResult['results'] = [];
  for (const id of new Set(body.ids)) {
    try {
      const row = await deps.db.transaction((tx) =>
        body.decision === 'approve'
          ? approveInTransaction(deps, tx, operator, id)
          : rejectInTransaction(deps, tx, operator, id, body.reason ?? ''),
      );
      results.push({ id, ok: true, status: row.status as AdminExchange['status'], error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, error: error.code });
    }
  }
  return { results };
}
