import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { ContinueWatchingRow } from '../features/browse/continue-watching-row';
import { DashboardSummary } from '../features/member-dashboard/dashboard-summary';
import { useIsFirstSignIn } from '../features/member-dashboard/get-sign-ins.queries';
import { PointsDashboard } from '../features/points/points-dashboard';
import { useSession } from '../lib/use-session';

/** Route /dashboard: points and the daily goal, the member's summary, then the videos they can resume. */
export function MemberDashboardPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const name = member?.displayName ?? member?.firstName ?? '';
  // "Welcome back" only once the history shows an earlier sign-in; a newcomer (or an unknown answer) reads "Welcome".
  const returning = useIsFirstSignIn(member !== null).data === false;
  const welcome = returning ? 'memberDashboard.welcome' : 'memberDashboard.welcomeFirst';
  return (
    <div className="page-container py-5">
      <PageTitle title={t('memberDashboard.title')} />
      <p className="lead" dir="auto">
        {name ? t(welcome, { name }) : t(`${welcome}NoName`)}
      </p>
      <PointsDashboard />
      <DashboardSummary />
      <div className="mt-5">
        <ContinueWatchingRow enabled={member !== null} showEmpty />
      </div>
    </div>
  );
}
