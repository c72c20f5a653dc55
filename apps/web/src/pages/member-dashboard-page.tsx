import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/page-title';
import { DashboardSummary } from '../features/member-dashboard/dashboard-summary';
import { useSession } from '../lib/use-session';

/** Route /dashboard: the signed-in member's summary. */
export function MemberDashboardPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const name = member?.displayName ?? member?.firstName ?? '';
  return (
    <div className="page-container py-5">
      <PageTitle title={t('memberDashboard.title')} />
      <p className="lead" dir="auto">
        {t('memberDashboard.welcome', { name })}
      </p>
      <DashboardSummary />
    </div>
  );
}
