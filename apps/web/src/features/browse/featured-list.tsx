import type { FeaturedItem } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CardGridSkeleton } from './card-grid-skeleton';
import { useFeatured } from './list-featured.queries';
import './featured.css';

function FeaturedEntry({ item }: { item: FeaturedItem }) {
  const { t } = useTranslation();
  const { activity } = item;
  return (
    <article className="featured-entry" aria-labelledby={`featured-${item.id}`}>
      <div className="featured-entry__art" aria-hidden="true">
        {item.heroImageUrl ? (
          <img src={item.heroImageUrl} alt="" loading="lazy" />
        ) : (
          activity.title.slice(0, 1)
        )}
      </div>
      <div className="featured-entry__body">
        <p className="featured-entry__meta mb-1">
          <span className="si-badge">{t(`search.types.${activity.type}`)}</span>
          <span dir="auto">{item.headline}</span>
        </p>
        <h2 id={`featured-${item.id}`} className="h4" dir="auto">
          <Link to="/activities/$activityId" params={{ activityId: activity.id }} className="stretched-link">
            {activity.title}
          </Link>
        </h2>
        <p className="text-body-secondary mb-0" dir="auto">
          {activity.description}
        </p>
      </div>
    </article>
  );
}

/** The curated featured list, in the order staff set, each with its hero image. */
export function FeaturedList() {
  const { t } = useTranslation();
  const featured = useFeatured();
  if (featured.data) {
    if (featured.data.items.length === 0) {
      return <EmptyState title={t('browse.featured.emptyTitle')} body={t('browse.featured.emptyBody')} />;
    }
    return (
      <ol className="featured-list list-unstyled">
        {featured.data.items.map((item) => (
          <li key={item.id}>
            <FeaturedEntry item={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (featured.isPending) return <CardGridSkeleton label={t('browse.featured.loading')} />;
  return (
    <ErrorState
      title={t('browse.featured.errorTitle')}
      body={t('browse.results.errorBody')}
      retryLabel={t('browse.retry')}
      retrying={featured.isFetching}
      onRetry={() => void featured.refetch()}
    />
  );
}
