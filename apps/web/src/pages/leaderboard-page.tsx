import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { LeaderboardBoard } from '../features/points/leaderboard-board';
import { useSession } from '../lib/use-session';

/** Route /leaderboard (public): guests see names and avatars; members also their own rank. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('points.leaderboard.title')} />
      <p className="lead">{t('points.leaderboard.lead')}</p>
      <LeaderboardBoard signedIn={member !== null} />
    </div>
  );
}
