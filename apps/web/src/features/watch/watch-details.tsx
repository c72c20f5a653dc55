import type { ActivityDetail } from '@streamit/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';

/** Props of WatchDetails. */
export interface WatchDetailsProps {
  activity: ActivityDetail;
  viewCount: number;
  /** Buttons beside the title (the page puts Report there). */
  actions?: ReactNode;
}

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** Title, facts (category, views, date, duration), description and tags under the player. */
export function WatchDetails({ activity, viewCount, actions }: WatchDetailsProps) {
  const { t, i18n } = useTranslation();
  const published = activity.publishAt ?? activity.createdAt;
  return (
    <section className="watch-details" aria-labelledby="watch-title">
      <div className="watch-details__head">
        <h2 id="watch-title" className="h3 mb-0" dir="auto">
          {activity.title}
        </h2>
        {actions ? <div className="watch-details__actions">{actions}</div> : null}
      </div>
      <ul className="watch-facts list-unstyled">
        {activity.category ? (
          <li className="si-badge" dir="auto">
            {activity.category.name}
          </li>
        ) : null}
        <li data-testid="watch-views">{t('watch.details.views', { count: viewCount })}</li>
        <li>
          <time dateTime={published}>
            {t('watch.details.published', { date: formatDate(published, i18n.language) })}
          </time>
        </li>
        {activity.card.movieTime ? <li dir="ltr">{activity.card.movieTime}</li> : null}
        {activity.pointsReward > 0 ? (
          <li>
            <Icon name="gem" className="me-1" />
            <span>{t('watch.details.points', { count: activity.pointsReward })}</span>
          </li>
        ) : null}
      </ul>
      {activity.description ? (
        <p className="watch-details__description" dir="auto">
          {activity.description}
        </p>
      ) : null}
      {activity.tags.length > 0 ? (
        <ul className="watch-tags list-unstyled" aria-label={t('watch.details.tags')}>
          {activity.tags.map((tag) => (
            <li key={tag.id} className="watch-tags__tag" dir="auto">
              #{tag.title}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
