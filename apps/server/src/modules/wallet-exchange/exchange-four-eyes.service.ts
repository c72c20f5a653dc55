import type {
  AdminExchange,
  BulkExchangeDecisionBody,
  BulkExchangeDecisionResult,
  ExchangeManualActionBody,
  PendingMoneyApproval,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { findExchange, type ExchangeRow } from './exchange.repository.js';
import { gateMoneyMove } from '../money-approvals/money-approvals.service.js';
import {
  approveExchange,
  bulkDecideExchanges,
  requireExchange,
  type ExchangeOperator,
} from './exchange-admin.service.js';
import { runManualAction } from './exchange-manual.service.js';

type Answer = AdminExchange | PendingMoneyApproval;

/** The approval of a PENDING exchange, through the four-eyes gate (decision 063). */
function gateApproval(deps: AppDeps, operator: ExchangeOperator, row: ExchangeRow) {
  if (row.status !== 'PENDING') return Promise.resolve(undefined);
  return gateMoneyMove(deps, operator, {
    kind: 'EXCHANGE_APPROVAL',
    subject: `exchange:${row.id}`,
    payload: { exchangeId: row.id },
    amount: String(row.pointsAmount),
    unit: 'POINTS',
    subjectUserId: row.userId,
    exchangeId: row.id,
  });
}

/** POST /admin/exchanges/:id/approve: at once at or below the threshold, else a request for a second pair of eyes. */
export async function requestExchangeApproval(
  deps: AppDeps,
  operator: ExchangeOperator,
  id: string,
): Promise<Answer> {
  const pending = await gateApproval(deps, operator, await requireExchange(deps.db, id));
  return pending ?? approveExchange(deps, operator, id);
}

/** POST /admin/exchanges/bulk: approvals above the threshold become requests (MONEY_APPROVAL_PENDING in the results). */
export async function requestBulkDecision(
  deps: AppDeps,
  operator: ExchangeOperator,
  body: BulkExchangeDecisionBody,
): Promise<BulkExchangeDecisionResult> {
  if (body.decision !== 'approve') return bulkDecideExchanges(deps, operator, body);
  const held = new Set<string>();
  for (const id of new Set(body.ids)) {
    const row = await findExchange(deps.db, id);
    if (row && (await gateApproval(deps, operator, row))) held.add(id);
  }
  const rest = body.ids.filter((id) => !held.has(id));
  const decided =
    rest.length > 0 ? (await bulkDecideExchanges(deps, operator, { ...body, ids: rest })).results : [];
  const waiting = [...held].map((id) => ({ id, ok: false, status: null, error: 'MONEY_APPROVAL_PENDING' }));
  return { results: [...decided, ...waiting] };
}

/** Manual payouts (retry, mark-settled) of an exchange whose state allows them go through the gate. */
function isGatedPayout(row: ExchangeRow, body: ExchangeManualActionBody): boolean {
  if (body.action === 'retry') return ['FAILED', 'APPROVED', 'PAYING'].includes(row.status);
  return body.action === 'mark-settled' && row.status === 'FAILED' && Boolean(body.txHash);
}

/** POST /admin/exchanges/:id/manual-action, through the four-eyes gate for payouts. */
export async function requestManualAction(
  deps: AppDeps,
  operator: ExchangeOperator,
  id: string,
  body: ExchangeManualActionBody,
): Promise<Answer> {
  const row = await requireExchange(deps.db, id);
  const pending = isGatedPayout(row, body)
    ? await gateMoneyMove(deps, operator, {
        kind: 'EXCHANGE_PAYOUT',
        subject: `exchange:${id}:${body.action}`,
        payload: { exchangeId: id, body },
        amount: String(row.pointsAmount),
        unit: 'POINTS',
        subjectUserId: row.userId,
        exchangeId: id,
        note: body.action,
      })
    : undefined;
  return pending ?? runManualAction(deps, operator, id, body);
}
