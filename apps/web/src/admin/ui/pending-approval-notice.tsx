import type { PendingMoneyApproval } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** Whether a money move's answer is a request waiting for a second staff member (a 202, decision 063). */
export function isPendingApproval(value: unknown): value is PendingMoneyApproval {
  return typeof value === 'object' && value !== null && 'pendingApproval' in value;
}

/** Says that nothing moved yet: the move waits in Money approvals for another staff member. */
export function PendingApprovalNotice({ answer }: { answer: unknown }) {
  const { t } = useTranslation();
  if (!isPendingApproval(answer)) return null;
  return (
    <div className="alert alert-info" role="status" data-testid="pending-approval">
      {t('adminExchanges.fourEyes.waiting')}{' '}
      <Link to="/admin/money-approvals">{t('adminExchanges.fourEyes.open')}</Link>
    </div>
  );
}
