import type { MoneyApproval } from '@streamit/contract';
import type { NamedMoneyApprovalRow } from './money-approvals.repository.js';

/** A stored request as staff see it, both names included. */
export function toMoneyApproval({ approval, makerName, checkerName }: NamedMoneyApprovalRow): MoneyApproval {
  return {
    id: approval.id,
    kind: approval.kind as MoneyApproval['kind'],
    status: approval.status as MoneyApproval['status'],
    amount: approval.amount,
    unit: approval.unit as MoneyApproval['unit'],
    subjectUserId: approval.subjectUserId,
    exchangeId: approval.exchangeId,
    note: approval.note,
    maker: { id: approval.makerId, name: makerName },
    checker: approval.checkerId ? { id: approval.checkerId, name: checkerName ?? '' } : null,
    reason: approval.reason,
    createdAt: approval.createdAt.toISOString(),
    decidedAt: approval.decidedAt?.toISOString() ?? null,
  };
}
