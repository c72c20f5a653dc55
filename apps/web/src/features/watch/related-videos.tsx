import type { ActivityListItem } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { useRelatedVideos } from './list-related-videos.queries';

function RelatedCard({ item }: { item: ActivityListItem }) {
  return (
    <li>
      <Link to="/activities/$activityId" params={{ activityId: item.id }} className="watch-related__card">
        <span className="watch-related__media">
          {item.card.image ? (
            <img src={item.card.image} alt="" width={320} height={180} loading="lazy" />
          ) : null}
          {item.card.movieTime ? (
            <span className="watch-related__time" dir="ltr">
              {item.card.movieTime}
            </span>
          ) : null}
        </span>
        <span className="watch-related__title" dir="auto">
          {item.card.title}
        </span>
      </Link>
    </li>
  );
}

function RelatedBody({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const related = useRelatedVideos(activityId);
  if (related.isPending)
    return (
      <p role="status" className="text-body-secondary">
        {t('watch.related.loading')}
      </p>
    );
  if (related.isError)
    return (
      <ErrorState
        title={t('watch.related.errorTitle')}
        body={t('watch.related.errorBody')}
        retryLabel={t('watch.related.retry')}
        retrying={related.isFetching}
        onRetry={() => void related.refetch()}
      />
    );
  if (related.data.length === 0) return <p className="text-body-secondary">{t('watch.related.empty')}</p>;
  return (
    <ul className="watch-related list-unstyled" data-testid="watch-related">
      {related.data.map((item) => (
        <RelatedCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** Up next: videos to watch after this one (beside the player on wide screens, below it on phones). */
export function RelatedVideos({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  return (
    <section className="watch-upnext" aria-labelledby="watch-related">
      <h2 id="watch-related" className="h5">
        {t('watch.related.title')}
      </h2>
      <RelatedBody activityId={activityId} />
    </section>
  );
}
