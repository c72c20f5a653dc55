import { nameCategory, type ActivityDetail } from '@streamit/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { WatchCreator } from './watch-creator';

/** Props of WatchDetails. */
export interface WatchDetailsProps {
  activity: ActivityDetail;
  viewCount: number;
  /** Buttons beside the title (the page puts Report there). */
  actions?: ReactNode;
  /** The points chip: the member's quote from the server, else the activity's configured points. */
  points?: number;
  /** Whether the publication date shows yet (the watch page adds it once the video has started). */
  showPublished?: boolean;
}

// Building a formatter loads the locale's date data (~20 ms on a slow machine): once per language, and not while
// the video is starting (see showPublished).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

function PublishedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <time dateTime={iso}>{t('watch.details.published', { date: formatDate(iso, i18n.language) })}</time>
    </li>
  );
}

/** Title (the page's heading), creator, facts (category, views, date, duration), description and tags. */
export function WatchDetails({
  activity,
  viewCount,
  actions,
  points = activity.pointsReward,
  showPublished = true,
}: WatchDetailsProps) {
  const { t, i18n } = useTranslation();
  const published = activity.publishAt ?? activity.createdAt;
  return (
    <section className="watch-details" aria-labelledby="watch-title">
      <div className="watch-details__head">
        <h1 id="watch-title" className="watch-details__title">
          <bdi>{activity.title}</bdi>
        </h1>
        {actions ? <div className="watch-details__actions">{actions}</div> : null}
      </div>
      <WatchCreator creator={activity.creator} />
      <ul className="watch-facts list-unstyled">
        {activity.category ? (
          <li className="watch-badge" dir="auto" data-testid="watch-category">
            {nameCategory(activity.category, i18n.language)}
          </li>
        ) : null}
        <li data-testid="watch-views">{t('watch.details.views', { count: viewCount })}</li>
        {activity.previewStatus ? (
          <li data-preview-status={activity.previewStatus}>
            <strong>{t(`creatorStudio.status.${activity.previewStatus}`)}</strong>
          </li>
        ) : showPublished ? (
          <PublishedDate iso={published} />
        ) : null}
        {activity.card.movieTime ? <li dir="ltr">{activity.card.movieTime}</li> : null}
        {points > 0 ? (
          <li data-testid="watch-points">
            <Icon name="gem" className="me-1" />
            <span>{t('watch.details.points', { count: points })}</span>
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
