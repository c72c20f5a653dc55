import type { ActivityListItem } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CountdownDisplay } from '../../components/countdown-display';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMore } from '../../components/load-more';
import { useCountdown } from '../../lib/use-countdown';
import { ActivityCard } from './activity-card';
import { CardGridSkeleton } from './card-grid-skeleton';
import { useComingSoon } from './list-coming-soon.queries';
import './browse.css';

function PublishDate({ publishAt }: { publishAt: string }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(publishAt),
  );
  return (
    <p className="coming-soon-entry__date mb-2">
      {t('browse.comingSoon.premieres')} <time dateTime={publishAt}>{date}</time>
    </p>
  );
}

function ComingSoonEntry({ item }: { item: ActivityListItem }) {
  const remaining = useCountdown(item.publishAt);
  return (
    <article className="coming-soon-entry">
      <ActivityCard item={item} headingLevel={2} />
      {item.publishAt ? <PublishDate publishAt={item.publishAt} /> : null}
      <CountdownDisplay remaining={remaining} />
    </article>
  );
}

/** Scheduled content, soonest first: each card with its premiere date and a live countdown. */
export function ComingSoonList() {
  const { t } = useTranslation();
  const pages = useComingSoon();
  if (pages.data) {
    const items = pages.data.pages.flatMap((page) => page.items);
    if (items.length === 0) {
      return (
        <EmptyState
          title={t('browse.comingSoon.emptyTitle')}
          body={t('browse.comingSoon.emptyBody')}
          action={
            <Link to="/view-all" className="btn btn-primary">
              {t('browse.comingSoon.browse')}
            </Link>
          }
        />
      );
    }
    return (
      <>
        <ul className="browse-grid browse-grid--wide list-unstyled">
          {items.map((item) => (
            <li key={item.id}>
              <ComingSoonEntry item={item} />
            </li>
          ))}
        </ul>
        <LoadMore
          pages={pages}
          className="browse-more"
          label={t('browse.results.loadMore')}
          pendingLabel={t('browse.results.loadingMore')}
        />
      </>
    );
  }
  if (pages.isPending) return <CardGridSkeleton label={t('browse.comingSoon.loading')} />;
  return (
    <ErrorState
      title={t('browse.comingSoon.errorTitle')}
      body={t('browse.results.errorBody')}
      retryLabel={t('browse.retry')}
      retrying={pages.isFetching}
      onRetry={() => void pages.refetch()}
    />
  );
}
