import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { SignInPrompt } from '../components/sign-in-prompt';
import { WatchToEarnPanel } from '../features/points/watch-to-earn-panel';
import { SocialTasksSection } from '../features/social/social-tasks-section';
import { useSession } from '../lib/use-session';

/** Route /watch-to-earn: the rules and, for members, their progress against the caps. */
export function WatchToEarnPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('points.watchToEarn.title')} />
      <p className="lead">{t('points.watchToEarn.lead')}</p>
      {member ? (
        <>
          <WatchToEarnPanel />
          <SocialTasksSection />
        </>
      ) : (
        <SignInPrompt text={t('points.watchToEarn.signIn')} linkLabel={t('points.watchToEarn.signInLink')} />
      )}
    </div>
  );
}
