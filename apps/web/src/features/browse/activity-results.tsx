import type { ActivityListItem } from '@streamit/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMore } from '../../components/load-more';
import { ActivityCard } from './activity-card';
import { CardGridSkeleton } from './card-grid-skeleton';
import { useActivityPages, type ListActivitiesFilters } from './list-activities.queries';
import './browse.css';

/** Props of ActivityResults. */
export interface ActivityResultsProps {
  filters: ListActivitiesFilters;
  /** Shown in the empty state, such as a link that clears the filters. */
  emptyAction?: ReactNode;
}

function ResultCount({ count, more }: { count: number; more: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="browse-count text-body-secondary" role="status" aria-live="polite">
      {more ? t('browse.results.countMore', { count }) : t('browse.results.count', { count })}
    </p>
  );
}

function ResultGrid({ items, stale }: { items: ActivityListItem[]; stale: boolean }) {
  return (
    <ul className="browse-grid list-unstyled" aria-busy={stale} data-stale={stale}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ActivityCard item={item} headingLevel={2} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/** A filtered activity list as a responsive grid that loads the next page on scroll or on "Load more". */
export function ActivityResults({ filters, emptyAction }: ActivityResultsProps) {
  const { t } = useTranslation();
  const pages = useActivityPages(filters);
  if (pages.data) {
    const items = pages.data.pages.flatMap((page) => page.items);
    if (items.length === 0) {
      return (
        <EmptyState
          title={t('browse.results.emptyTitle')}
          body={t('browse.results.emptyBody')}
          action={emptyAction}
        />
      );
    }
    return (
      <>
        <ResultCount count={items.length} more={pages.hasNextPage} />
        <ResultGrid items={items} stale={pages.isPlaceholderData} />
        <LoadMore
          pages={pages}
          onScroll
          className="browse-more"
          label={t('browse.results.loadMore')}
          pendingLabel={t('browse.results.loadingMore')}
          errorText={t('browse.results.moreError')}
        />
      </>
    );
  }
  if (pages.isPending) return <CardGridSkeleton label={t('browse.results.loading')} />;
  return (
    <ErrorState
      title={t('browse.results.errorTitle')}
      body={t('browse.results.errorBody')}
      retryLabel={t('browse.retry')}
      retrying={pages.isFetching}
      onRetry={() => void pages.refetch()}
    />
  );
}
