import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { SignInPrompt } from '../components/sign-in-prompt';
import { WatchToEarnPanel } from '../features/points/watch-to-earn-panel';
import { SocialTasksSection } from '../features/social/social-tasks-section';
import { useSession } from '../lib/use-session';

/** Route /watch-to-earn: the rules and, for members, a pointer to the social tasks, their progress against the caps, then the tasks. */
export function WatchToEarnPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('points.watchToEarn.title')} />
      <p className="lead">{t('points.watchToEarn.lead')}</p>
      {member ? (
        <>
          <p
            className="alert alert-info d-flex flex-wrap align-items-center gap-2"
            data-testid="social-tasks-jump"
          >
            <span>{t('social.jumpLead')}</span>
            <a href="#social-tasks" className="alert-link">
              {t('social.jumpLink')}
            </a>
          </p>
          <WatchToEarnPanel />
          <SocialTasksSection />
        </>
      ) : (
        <SignInPrompt text={t('points.watchToEarn.signIn')} linkLabel={t('points.watchToEarn.signInLink')} />
      )}
    </div>
  );
}
