import { nameCategory, type ActivityListItem } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { useMediaQuery } from '../../lib/use-media-query';
import { SponsorNote } from '../../components/sponsor-note';
import './activity-card.css';

/** Props of ActivityCard. */
export interface ActivityCardProps {
  item: ActivityListItem;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
  /** Loads the picture at once (cards above the fold) instead of lazily. */
  eager?: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True while the pointer is over the card or focus is inside it, plus the handlers that track it. */
function usePreviewing() {
  const [previewing, setPreviewing] = useState(false);
  const start = () => {
    setPreviewing(true);
  };
  const stop = () => {
    setPreviewing(false);
  };
  return { previewing, handlers: { onMouseEnter: start, onMouseLeave: stop, onFocus: start, onBlur: stop } };
}

function CardPicture({ item, eager }: { item: ActivityListItem; eager: boolean }) {
  if (!item.card.image) {
    return (
      <span className="activity-card__art" aria-hidden="true">
        {item.title.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  // Decorative: the title below names the work.
  return (
    <img
      className="activity-card__image"
      src={item.card.image}
      alt=""
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The short clip that plays muted on hover or focus; never for people who prefer reduced motion. */
function CardPreview({ url }: { url: string }) {
  return (
    <video
      className="activity-card__preview"
      src={url}
      muted
      autoPlay
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="activity-card-preview"
    />
  );
}

function CardBadges({ item }: { item: ActivityListItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.type === 'VIDEO' ? null : (
        <span className="activity-card__type si-badge">{t(`search.types.${item.type}`)}</span>
      )}
      {item.card.movieTime ? (
        <span className="activity-card__time">
          <span className="visually-hidden">{t('browse.card.duration')}</span> {item.card.movieTime}
        </span>
      ) : null}
    </>
  );
}

/** The movie card (image, title, movieTime) with its kind, points and a hover preview; opens the activity. */
export function ActivityCard({ item, headingLevel = 3, eager = false }: ActivityCardProps) {
  const { t, i18n } = useTranslation();
  const { previewing, handlers } = usePreviewing();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showPreview = previewing && !reducedMotion && Boolean(item.previewUrl);
  return (
    <article className="activity-card" data-type={item.type} {...handlers}>
      <Link to="/activities/$activityId" params={{ activityId: item.id }} className="activity-card__link">
        <span className="activity-card__media">
          <CardPicture item={item} eager={eager} />
          {showPreview && item.previewUrl ? <CardPreview url={item.previewUrl} /> : null}
          <CardBadges item={item} />
        </span>
        <Heading className="activity-card__title" dir="auto">
          {item.title}
        </Heading>
      </Link>
      <p className="activity-card__meta">
        {item.points ? (
          <span className="activity-card__points">
            <Icon name="gem" className="me-1" />
            {t(`browse.card.points.${item.points.qualifier}`, { count: item.points.amount })}
          </span>
        ) : null}
        {item.category ? <span dir="auto">{nameCategory(item.category, i18n.language)}</span> : null}
      </p>
      {item.sponsor ? <SponsorNote sponsorship={item.sponsor} /> : null}
    </article>
  );
}
