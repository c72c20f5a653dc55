import type { PendingMoneyApproval } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** Whether a money move's answer is a request waiting for a second staff member (a 202, decision 063). */
export function isPendingApproval(value: unknown): value is PendingMoneyApproval {
  return typeof value === 'object' && value !== null && 'pendingApproval' in value;
}

/** Whether an answer holds back a move for a second staff member: a 202 request, or a bulk item held so. */
function waitsForApproval(value: unknown): boolean {
  if (isPendingApproval(value)) return true;
  if (typeof value !== 'object' || value === null || !('results' in value) || !Array.isArray(value.results))
    return false;
  return value.results.some(
    (item: unknown) =>
      typeof item === 'object' && item !== null && 'error' in item && item.error === 'MONEY_APPROVAL_PENDING',
  );
}

/** Says that nothing moved yet: the move waits in Money approvals for another staff member. */
export function PendingApprovalNotice({ answer }: { answer: unknown }) {
  const { t } = useTranslation();
  if (!waitsForApproval(answer)) return null;
  return (
    <div className="alert alert-info" role="status" data-testid="pending-approval">
      {t('adminExchanges.fourEyes.waiting')}{' '}
      <Link to="/admin/money-approvals">{t('adminExchanges.fourEyes.open')}</Link>
    </div>
  );
}
