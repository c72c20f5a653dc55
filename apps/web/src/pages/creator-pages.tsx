import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../components/empty-state';
import { PageTitle } from '../components/page-title';
import { CreatorApply } from '../features/creators-applications/creator-apply';
import { canApplyAsCreator, isActiveCreator } from '../lib/member-display';
import { useSession } from '../lib/use-session';
import { UpcomingPage } from './upcoming-page';
import { CreatorAnalyticsScreen } from '../features/creator-stats/creator-analytics';
import { CreatorDashboardScreen } from '../features/creator-stats/creator-dashboard';
import { CreatorEarningsScreen } from '../features/creator-stats/creator-earnings';

/** The Creator Studio screens. */
export type CreatorStudioPageId =
  'creatorDashboard' | 'createContent' | 'creatorAnalytics' | 'creatorEarnings';

function Notice({ title, body, action }: { title: string; body: string; action?: React.ReactNode }) {
  return (
    <div className="page-container py-5">
      <PageTitle title={title} />
      <EmptyState title={title} body={body} action={action} headingLevel={2} />
    </div>
  );
}

/** Links from every studio screen to the creator's content list and the upload wizard. */
function StudioShortcuts() {
  const { t } = useTranslation();
  return (
    <nav className="page-container pt-4 d-flex flex-wrap gap-2" aria-label={t('creator.list.title')}>
      <Link to="/creator/content" className="btn btn-outline-primary">
        {t('creator.list.title')}
      </Link>
      <Link to="/creator/content/create" className="btn btn-primary">
        {t('creator.list.upload')}
      </Link>
      <Link to="/creator/profile" className="btn btn-outline-primary">
        {t('creators.profile.title')}
      </Link>
    </nav>
  );
}

/** The studio screen of a route, under its title. */
function StudioScreen({ id, content }: { id: CreatorStudioPageId; content?: string | undefined }) {
  const { t } = useTranslation();
  if (id === 'createContent') return <UpcomingPage id={id} />;
  const screens = {
    creatorDashboard: <CreatorDashboardScreen />,
    creatorAnalytics: <CreatorAnalyticsScreen initialContent={content} />,
    creatorEarnings: <CreatorEarningsScreen />,
  };
  return (
    <div className="page-container py-4 creator-studio">
      <PageTitle title={t(`upcoming.pages.${id}.title`)} />
      {screens[id]}
    </div>
  );
}

/** A Creator Studio route: creators see their numbers; other members learn how to get there. */
export function CreatorStudioPage({
  id,
  content,
}: {
  id: CreatorStudioPageId;
  content?: string | undefined;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  if (!member) return <UpcomingPage id={id} />;
  if (isActiveCreator(member))
    return (
      <>
        <StudioShortcuts />
        <StudioScreen id={id} content={content} />
      </>
    );
  const applyLink = canApplyAsCreator(member) ? (
    <Link to="/creator/apply" className="btn btn-primary">
      {t('creatorGate.apply')}
    </Link>
  ) : undefined;
  return (
    <Notice
      title={t('creatorGate.studioOnlyTitle')}
      body={t(applyLink ? 'creatorGate.studioOnlyBody' : 'creatorGate.bannedBody')}
      action={applyLink}
    />
  );
}

/** Route /creator/apply: the application, unless the member is already a creator or may not apply. */
export function CreatorApplyPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  if (member && isActiveCreator(member)) {
    const studio = (
      <Link to="/creator/dashboard" className="btn btn-primary">
        {t('creatorGate.openStudio')}
      </Link>
    );
    return (
      <Notice title={t('creatorGate.alreadyTitle')} body={t('creatorGate.alreadyBody')} action={studio} />
    );
  }
  if (member && !canApplyAsCreator(member)) {
    return <Notice title={t('creatorGate.bannedTitle')} body={t('creatorGate.bannedBody')} />;
  }
  return (
    <div className="page-container py-5 creator-apply">
      <PageTitle title={t('creatorApply.title')} />
      <p className="lead">{t('creatorApply.lead')}</p>
      <CreatorApply />
    </div>
  );
}
