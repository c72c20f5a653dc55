import type { AdjustPointsResult, PendingMoneyApproval } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { gateMoneyMove } from '../money-approvals/money-approvals.service.js';
import { memberLockKey } from './points-accounts.js';
import { selectEarner } from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { buildTypedReason } from './points-reasons.js';

/** The staff member acting, and where from (for the audit log). */
export interface PointsOperator {
  adminId: string;
  ip: string;
}

/** An adjustment as validated by the contract, with the request's Idempotency-Key. */
export interface Adjustment {
  amount: number;
  reason: string;
  fraudReversal: boolean;
  idempotencyKey: string;
}

/**
 * POST /admin/users/:id/adjust-points. The request's Idempotency-Key is also the posting's key in the
 * admin's scope, so even a retry the HTTP layer no longer remembers cannot post twice.
 */
export async function adjustPoints(
  deps: AppDeps,
  operator: PointsOperator,
  userId: string,
  adjustment: Adjustment,
): Promise<AdjustPointsResult> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, memberLockKey(userId));
    if (!(await selectEarner(tx, userId))) throw new AppError('NOT_FOUND');
    const kind = adjustment.fraudReversal ? 'reverse' : 'adjust';
    const { posting, replayed, balances } = await postPoints(tx, {
      kind,
      source: 'admin',
      adminId: operator.adminId,
      idempotencyKey: adjustment.idempotencyKey,
      ...buildTypedReason(adjustment.reason),
      fraudReversal: adjustment.fraudReversal,
      lines: memberAndPool(userId, adjustment.amount),
    });
    if (!replayed)
      await recordAuditEvent(tx, {
        actorAdminId: operator.adminId,
        action: 'points.adjusted',
        targetType: 'user',
        targetId: userId,
        ip: operator.ip,
        details: {
          amount: adjustment.amount,
          reason: adjustment.reason,
          fraudReversal: adjustment.fraudReversal,
          postingId: posting.id,
        },
      });
    const balance = balances.get(userId) ?? (await selectEarner(tx, userId))?.totalPoints ?? 0;
    return { userId, postingId: posting.id, amount: adjustment.amount, kind, balance };
  });
}

/**
 * A staff adjustment or award as the maker asks for it: above the four-eyes points threshold it becomes a
 * request a second staff member approves (decision 063), which then runs adjustPoints with the same key.
 */
export async function requestPointsAdjustment(
  deps: AppDeps,
  operator: PointsOperator,
  userId: string,
  adjustment: Adjustment,
): Promise<AdjustPointsResult | PendingMoneyApproval> {
  const pending = await gateMoneyMove(deps, operator, {
    kind: 'POINTS_ADJUSTMENT',
    subject: `key:${operator.adminId}:${adjustment.idempotencyKey}`,
    payload: { userId, adjustment },
    amount: String(Math.abs(adjustment.amount)),
    unit: 'POINTS',
    subjectUserId: userId,
    note: adjustment.reason,
  });
  return pending ?? adjustPoints(deps, operator, userId, adjustment);
}
