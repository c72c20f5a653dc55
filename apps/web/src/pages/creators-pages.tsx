import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { PageTitle } from '../components/page-title';
import { BannerUpload } from '../features/creators/banner-upload';
import { CreatorBanNotice } from '../features/creators/creator-ban-notice';
import { CreatorDiscover } from '../features/creators/creator-discover';
import { CreatorPage } from '../features/creators/creator-page';
import { CreatorProfileEditor } from '../features/creators/creator-profile-editor';
import { useOwnCreatorProfile } from '../features/creators/creators.queries';
import { useListCategories } from '../features/catalog/list-categories.queries';
import { CreatorsLoading } from '../features/creators/creators-loading';
import { isApiError } from '../lib/api-client';
import { CreatorContentSection } from './creator-content-section';

const discoverApi = getRouteApi('/_frontend/creators');
const creatorApi = getRouteApi('/_frontend/creators/$handle');

/** Route /creators: Discover Creators (spec §2), for everyone. */
export function CreatorsDiscoverPage() {
  const { t } = useTranslation();
  const navigate = discoverApi.useNavigate();
  const categories = useListCategories().data?.categories;
  return (
    <div className="page-container py-5">
      <PageTitle title={t('creators.discover.title')} />
      <p className="lead">{t('creators.discover.lead')}</p>
      <CreatorDiscover
        categories={categories}
        search={discoverApi.useSearch()}
        onChange={(next) => void navigate({ search: next })}
      />
    </div>
  );
}

/** Route /creators/$handle: a creator's public page. */
export function CreatorPublicPage() {
  const { handle } = creatorApi.useParams();
  return (
    <CreatorPage
      key={handle}
      handle={handle}
      content={(creatorId) => <CreatorContentSection creatorId={creatorId} />}
    />
  );
}

function ProfileArea() {
  const { t } = useTranslation();
  const view = useOwnCreatorProfile();
  const categories = useListCategories().data?.categories;
  if (view.data) {
    const { profile, ban, suggestion } = view.data;
    if (ban) return <CreatorBanNotice ban={ban} />;
    return (
      <>
        <CreatorProfileEditor profile={profile} suggestion={suggestion} categories={categories} />
        <hr className="my-4" />
        <BannerUpload bannerUrl={profile?.bannerUrl ?? null} hasProfile={profile !== null} />
      </>
    );
  }
  if (view.isPending) return <CreatorsLoading />;
  if (isApiError(view.error) && view.error.status === 403) {
    const apply = (
      <Link to="/creator/apply" className="btn btn-primary">
        {t('creatorGate.apply')}
      </Link>
    );
    return (
      <EmptyState
        title={t('creators.profile.notCreatorTitle')}
        body={t('creators.profile.notCreatorBody')}
        action={apply}
        headingLevel={2}
      />
    );
  }
  return (
    <ErrorState
      title={t('creators.discover.errorTitle')}
      body={t('creators.discover.errorBody')}
      retryLabel={t('creators.discover.retry')}
      retrying={view.isFetching}
      onRetry={() => void view.refetch()}
    />
  );
}

/** Route /creator/profile: the creator edits their public page; a banned creator reads why instead. */
export function CreatorProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5" style={{ maxWidth: '48rem' }}>
      <PageTitle title={t('creators.profile.title')} />
      <p className="lead">{t('creators.profile.lead')}</p>
      <ProfileArea />
    </div>
  );
}
