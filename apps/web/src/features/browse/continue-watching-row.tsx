import { formatMovieTime, type WatchHistory } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useContinueWatching } from './list-continue-watching.queries';
import { ScrollRow } from './scroll-row';
import './activity-card.css';
import './continue-watching.css';

type Item = WatchHistory['items'][number];

/** Share of the video watched, 0–100, for the card's bar. */
export function progressPercent(item: Pick<Item, 'positionSeconds' | 'durationSeconds'>): number {
  if (!item.durationSeconds || item.durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((item.positionSeconds / item.durationSeconds) * 100)));
}

function ResumeCard({ item }: { item: Item }) {
  const { t } = useTranslation();
  const percent = progressPercent(item);
  const left =
    item.durationSeconds === null ? null : Math.max(0, item.durationSeconds - item.positionSeconds);
  return (
    <article className="activity-card resume-card">
      <Link
        to="/activities/$activityId"
        params={{ activityId: item.activityId }}
        className="activity-card__link"
      >
        <span className="activity-card__media">
          {item.card.image ? (
            <img className="activity-card__image" src={item.card.image} alt="" width={320} height={180} />
          ) : (
            <span className="activity-card__art" aria-hidden="true">
              {item.title.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span
            className="resume-card__bar"
            role="progressbar"
            aria-label={t('browse.continue.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="resume-card__fill" style={{ inlineSize: `${String(percent)}%` }} />
          </span>
        </span>
        <h3 className="activity-card__title" dir="auto">
          {item.title}
        </h3>
      </Link>
      <p className="activity-card__meta">
        {left === null
          ? t('browse.continue.at', { time: formatMovieTime(item.positionSeconds) })
          : t('browse.continue.left', { time: formatMovieTime(left) })}
      </p>
    </article>
  );
}

/** Props of ContinueWatchingRow. */
export interface ContinueWatchingRowProps {
  /** A member is signed in (guests have no saved places: nothing is fetched or shown). */
  enabled: boolean;
  /** Say so when nothing is in progress (My Dashboard); Home just leaves the row out. */
  showEmpty?: boolean;
}

/** "Continue watching": the member's started videos with their progress; each card resumes the video. */
export function ContinueWatchingRow({ enabled, showEmpty = false }: ContinueWatchingRowProps) {
  const { t } = useTranslation();
  const row = useContinueWatching(enabled);
  const items = row.data?.items ?? [];
  const title = t('browse.continue.title');
  if (items.length === 0) {
    if (!showEmpty || !row.isSuccess) return null;
    return (
      <section className="scroll-row" aria-labelledby="row-continue-watching">
        <h2 id="row-continue-watching" className="scroll-row__title h4">
          {title}
        </h2>
        <p className="text-body-secondary">{t('browse.continue.empty')}</p>
      </section>
    );
  }
  return (
    <div data-testid="continue-watching">
      <ScrollRow title={title} headingId="row-continue-watching">
        {items.map((item) => (
          <ResumeCard key={item.activityId} item={item} />
        ))}
      </ScrollRow>
    </div>
  );
}
