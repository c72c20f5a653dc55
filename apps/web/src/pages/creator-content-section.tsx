import { useTranslation } from '../i18n/use-translation';
import { LoadMore } from '../components/load-more';
import { ActivityCard } from '../features/browse/activity-card';
import { CardGridSkeleton } from '../features/browse/card-grid-skeleton';
import { useCreatorContent } from '../features/creators/creators.queries';
import '../features/browse/browse.css';

/** A creator's published content as browse cards, loading more on scroll or with "Load more". */
export function CreatorContentSection({ creatorId }: { creatorId: string }) {
  const { t } = useTranslation();
  const pages = useCreatorContent(creatorId);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="creator-content-title">
      <h2 id="creator-content-title" className="h4">
        {t('creators.page.content')}
      </h2>
      {pages.isPending ? <CardGridSkeleton label={t('creators.discover.loading')} /> : null}
      {pages.data && items.length === 0 ? (
        <p className="text-body-secondary">{t('creators.page.noContent')}</p>
      ) : null}
      <ul className="browse-grid list-unstyled">
        {items.map((item) => (
          <li key={item.id}>
            <ActivityCard item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
      <LoadMore
        pages={pages}
        onScroll
        label={t('creators.discover.loadMore')}
        pendingLabel={t('creators.discover.loadingMore')}
      />
    </section>
  );
}
