import { nameCategory, type CreatorPublicPage } from '@streamit/contract';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageTitle } from '../../components/page-title';
import { BreadcrumbBannerView } from '../../components/layout/breadcrumb-banner';
import { isApiError } from '../../lib/api-client';
import { CreatorAvatar } from './creator-card';
import { useCreatorPage } from './creators.queries';
import { CreatorsLoading } from './creators-loading';
import { FollowButton } from './follow-button';
import './creators.css';

function Totals({ creator }: { creator: CreatorPublicPage }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const items = [
    ['followers', creator.followerCount],
    ['videos', creator.videoCount],
    ['views', creator.viewCount],
  ] as const;
  return (
    <dl className="creator-totals" aria-label={t('creators.page.totals')}>
      {items.map(([key, value]) => (
        <div key={key} data-total={key}>
          <dt>{t(`creators.page.${key}`)}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Hero({ creator }: { creator: CreatorPublicPage }) {
  const { t } = useTranslation();
  return (
    <header className="mb-4">
      <div className="creator-hero__banner">
        {creator.bannerUrl ? (
          <img
            src={creator.bannerUrl}
            alt={t('creators.page.bannerAlt', { name: creator.displayName })}
            width={1500}
            height={375}
          />
        ) : null}
      </div>
      <div className="creator-hero__identity d-flex flex-wrap align-items-end gap-3">
        <CreatorAvatar creator={creator} size={96} />
        <div className="flex-grow-1 min-w-0">
          <p className="text-body-secondary mb-0" dir="ltr">
            @{creator.handle}
          </p>
        </div>
        <FollowButton handle={creator.handle} name={creator.displayName} creatorId={creator.userId} />
      </div>
    </header>
  );
}

function About({ creator }: { creator: CreatorPublicPage }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="mb-4">
      <Totals creator={creator} />
      {creator.bio ? (
        <p className="mt-3 mb-2" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {creator.bio}
        </p>
      ) : null}
      {creator.categories.length > 0 ? (
        <p className="d-flex flex-wrap gap-2 mb-2">
          {creator.categories.map((category) => (
            <span key={category.id} className="badge text-bg-secondary">
              {nameCategory(category, i18n.language)}
            </span>
          ))}
        </p>
      ) : null}
      {creator.links.length > 0 ? (
        <nav aria-label={t('creators.page.links')}>
          <ul className="list-inline mb-0">
            {creator.links.map((link) => (
              <li key={link} className="list-inline-item">
                <a href={link} rel="noopener noreferrer nofollow ugc" target="_blank" dir="ltr">
                  {new URL(link).host}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

/** A creator's public page: banner, identity and follow, totals, bio, links and their published content. */
export function CreatorPage({
  handle,
  content,
}: {
  handle: string;
  /** The creator's published content, composed by the page. */
  content: (creatorId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const page = useCreatorPage(handle);
  if (page.data) {
    return (
      <>
        <PageTitle title={page.data.displayName} />
        <BreadcrumbBannerView name={page.data.displayName} />
        <div className="page-container py-4">
          <Hero creator={page.data} />
          <About creator={page.data} />
          {content(page.data.userId)}
        </div>
      </>
    );
  }
  if (page.isPending) {
    return (
      <div className="page-container">
        <CreatorsLoading />
      </div>
    );
  }
  if (isApiError(page.error) && page.error.status === 404) {
    const back = (
      <Link to="/creators" className="btn btn-primary">
        {t('creators.page.back')}
      </Link>
    );
    return (
      <>
        <PageTitle title={t('creators.page.notFoundTitle')} />
        <BreadcrumbBannerView name={t('creators.page.notFoundTitle')} />
        <div className="page-container py-4">
          <EmptyState
            title={t('creators.page.notFoundBody')}
            body={t('creators.page.notFoundHint')}
            action={back}
            headingLevel={2}
          />
        </div>
      </>
    );
  }
  return (
    <div className="page-container py-4">
      <ErrorState
        title={t('creators.discover.errorTitle')}
        body={t('creators.discover.errorBody')}
        retryLabel={t('creators.discover.retry')}
        retrying={page.isFetching}
        onRetry={() => void page.refetch()}
      />
    </div>
  );
}
