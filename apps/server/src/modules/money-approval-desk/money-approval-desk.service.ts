import type { MoneyApproval, MoneyApprovalKind } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  decideMoneyApproval,
  markMoneyApprovalExecuted,
  type MoneyApprovalRow,
} from '../money-approvals/money-approvals.queries.js';
import {
  explainUndecided,
  requireMoneyApproval,
  type MoneyOperator,
} from '../money-approvals/money-approvals.service.js';
import { MONEY_MOVE_EXECUTORS } from './money-approval-executors.js';

function auditDecision(tx: Transaction, checker: MoneyOperator, row: MoneyApprovalRow, action: string) {
  return recordAuditEvent(tx, {
    actorAdminId: checker.adminId,
    action: `money_approval.${action}`,
    targetType: 'money_approval',
    targetId: row.id,
    ip: checker.ip,
    details: {
      kind: row.kind,
      amount: row.amount,
      unit: row.unit,
      makerAdminId: row.makerId,
      userId: row.subjectUserId,
      reason: row.reason,
    },
  });
}

/**
 * Runs the move inside the checker's transaction: the existing services open their transactions on it (as
 * savepoints), so the claim, the move and EXECUTED commit together, or a refused move leaves it PENDING.
 */
async function runMove(deps: AppDeps, tx: Transaction, row: MoneyApprovalRow): Promise<unknown> {
  // The services only call query builders and .transaction() on deps.db, which a transaction answers the same
  // way (nested ones become savepoints; their job messages take the transaction, queue-db.ts), so the move
  // commits or rolls back with the claim. They never reach the pool or the class itself.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const inTransaction: AppDeps = { ...deps, db: tx };
  const maker = { adminId: row.makerId, ip: row.makerIp };
  return MONEY_MOVE_EXECUTORS[row.kind as MoneyApprovalKind](
    inTransaction,
    maker,
    row.payload as Record<string, unknown>,
  );
}

/**
 * POST /admin/money-approvals/:id/approve: a staff member other than the maker claims the PENDING request
 * in one conditional UPDATE (exactly one of any number of parallel approvals gets it) and runs it once.
 */
export async function approveMoneyApproval(
  deps: AppDeps,
  checker: MoneyOperator,
  id: string,
): Promise<MoneyApproval> {
  await deps.db.transaction(async (tx) => {
    const claimed = await decideMoneyApproval(tx, id, checker.adminId, 'APPROVED', null);
    if (!claimed) return explainUndecided(tx, id, checker.adminId);
    await auditDecision(tx, checker, claimed, 'approved');
    const result = await runMove(deps, tx, claimed);
    const executed = await markMoneyApprovalExecuted(tx, id, result ?? null);
    await auditDecision(tx, checker, executed, 'executed');
  });
  return requireMoneyApproval(deps.db, id);
}

/** POST /admin/money-approvals/:id/reject: a staff member other than the maker refuses it, with a reason. */
export async function rejectMoneyApproval(
  deps: AppDeps,
  checker: MoneyOperator,
  id: string,
  reason: string,
): Promise<MoneyApproval> {
  await deps.db.transaction(async (tx) => {
    const rejected = await decideMoneyApproval(tx, id, checker.adminId, 'REJECTED', reason);
    if (!rejected) return explainUndecided(tx, id, checker.adminId);
    await auditDecision(tx, checker, rejected, 'rejected');
  });
  return requireMoneyApproval(deps.db, id);
}
