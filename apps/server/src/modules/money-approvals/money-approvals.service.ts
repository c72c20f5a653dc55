import type {
  FourEyesThresholds,
  MoneyApproval,
  MoneyApprovalKind,
  MoneyApprovalsQuery,
  MoneyApprovalUnit,
  PendingMoneyApproval,
} from '@streamit/contract';
import { parseUnits } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  findMoneyApproval,
  findNamedMoneyApproval,
  findOpenMoneyApproval,
  insertMoneyApproval,
  listNamedMoneyApprovals,
  selectFourEyesThresholds,
} from './money-approvals.repository.js';
import { toMoneyApproval } from './money-approvals-view.js';

/** The staff member acting, and where from (for the audit log). */
export interface MoneyOperator {
  adminId: string;
  ip: string;
}

/** A staff money move, described so that a second staff member can later run it through its own path. */
export interface MoneyMove {
  kind: MoneyApprovalKind;
  /** One open request per subject: the exchange, or the maker's Idempotency-Key. */
  subject: string;
  payload: Record<string, unknown>;
  /** Points (an integer) or ARTFI (a decimal), never negative; null when it cannot be known yet. */
  amount: string | null;
  unit: MoneyApprovalUnit;
  subjectUserId?: string | null;
  exchangeId?: string | null;
  note?: string | null;
}

const WEI = 18;

/** Whether a move of `amount` passes its unit's threshold (an unknown amount always does). */
export function isAboveThreshold(thresholds: FourEyesThresholds, move: Pick<MoneyMove, 'amount' | 'unit'>) {
  if (move.amount === null) return true;
  const limit = move.unit === 'POINTS' ? thresholds.pointsAbove : thresholds.artfiAbove;
  return parseUnits(move.amount, WEI) > parseUnits(String(limit), WEI);
}

/** One request with both names, or 404. */
export async function requireMoneyApproval(db: Executor, id: string): Promise<MoneyApproval> {
  const row = await findNamedMoneyApproval(db, id);
  if (!row) throw new AppError('MONEY_APPROVAL_NOT_FOUND');
  return toMoneyApproval(row);
}

async function openRequest(deps: AppDeps, operator: MoneyOperator, move: MoneyMove): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const row = await insertMoneyApproval(tx, {
      kind: move.kind,
      subject: move.subject,
      payload: move.payload,
      amount: move.amount,
      unit: move.unit,
      subjectUserId: move.subjectUserId ?? null,
      exchangeId: move.exchangeId ?? null,
      note: move.note ?? null,
      makerId: operator.adminId,
      makerIp: operator.ip,
    });
    if (!row) {
      // Asked twice (a double click, a second maker): the open request answers both.
      const open = await findOpenMoneyApproval(tx, move.kind, move.subject);
      if (!open) throw new AppError('MONEY_APPROVAL_NOT_PENDING');
      return open.id;
    }
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'money_approval.requested',
      targetType: 'money_approval',
      targetId: row.id,
      ip: operator.ip,
      details: { kind: move.kind, amount: move.amount, unit: move.unit, userId: move.subjectUserId ?? null },
    });
    return row.id;
  });
}

/**
 * The four-eyes gate of a staff money move (decision 063): at or below the threshold it answers undefined
 * and the caller acts at once, as before; above it, the move is kept as a PENDING request and nothing moves.
 */
export async function gateMoneyMove(
  deps: AppDeps,
  operator: MoneyOperator,
  move: MoneyMove,
): Promise<PendingMoneyApproval | undefined> {
  if (!isAboveThreshold(await selectFourEyesThresholds(deps.db), move)) return undefined;
  const id = await openRequest(deps, operator, move);
  return { pendingApproval: await requireMoneyApproval(deps.db, id) };
}

/** GET /admin/money-approvals. */
export async function listMoneyApprovals(deps: AppDeps, query: MoneyApprovalsQuery) {
  const { rows, total } = await listNamedMoneyApprovals(
    deps.db,
    query.status,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { items: rows.map(toMoneyApproval), page: query.page, limit: query.limit, total };
}

/** Why a decision found no PENDING request of another maker: missing, the checker's own, or decided. */
export async function explainUndecided(db: Executor, id: string, checkerId: string): Promise<never> {
  const row = await findMoneyApproval(db, id);
  if (!row) throw new AppError('MONEY_APPROVAL_NOT_FOUND');
  if (row.makerId === checkerId) throw new AppError('MONEY_APPROVAL_OWN_REQUEST');
  throw new AppError('MONEY_APPROVAL_NOT_PENDING');
}
