import { useTranslation } from '../i18n/use-translation';
import { PendingButton } from '../components/pending-button';
import { ActivityCard } from '../features/browse/activity-card';
import { CardGridSkeleton } from '../features/browse/card-grid-skeleton';
import { useCreatorContent } from '../features/creators/creators.queries';
import { useInfiniteSentinel } from '../lib/use-infinite-sentinel';
import '../features/browse/browse.css';

/** A creator's published content as browse cards, loading more on scroll or with "Load more". */
export function CreatorContentSection({ creatorId }: { creatorId: string }) {
  const { t } = useTranslation();
  const pages = useCreatorContent(creatorId);
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => {
    void pages.fetchNextPage();
  }, pages.hasNextPage && !pages.isFetchingNextPage);
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
      {pages.hasNextPage ? (
        <div className="text-center my-4" ref={sentinel}>
          <PendingButton
            className="btn btn-outline-primary"
            pending={pages.isFetchingNextPage}
            label={t('creators.discover.loadMore')}
            pendingLabel={t('creators.discover.loadingMore')}
            onClick={() => void pages.fetchNextPage()}
          />
        </div>
      ) : null}
    </section>
  );
}
