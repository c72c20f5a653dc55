import type { FeaturedItem } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { useMediaQuery } from '../../lib/use-media-query';
import './featured.css';

/** Props of FeaturedHero. */
export interface FeaturedHeroProps {
  item: FeaturedItem;
  /** The page's main title, shown small above the featured headline. */
  pageTitle: string;
  /** The activity's short muted clip, looped behind the text when motion is welcome. */
  previewUrl?: string | null;
  /** The activity's own picture, shown when staff set no hero image. */
  imageUrl?: string | null;
}

/** The looping preview with its pause button (moving content longer than five seconds must be stoppable). */
function HeroPreview({ url, poster }: { url: string; poster: string | null }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(true);
  return (
    <>
      {playing ? (
        <video
          className="featured-hero__image"
          src={url}
          poster={poster ?? undefined}
          muted
          autoPlay
          loop
          playsInline
          aria-hidden="true"
          data-testid="featured-hero-preview"
        />
      ) : null}
      <button
        type="button"
        className="featured-hero__pause btn btn-sm btn-outline-light"
        aria-pressed={!playing}
        onClick={() => {
          setPlaying(!playing);
        }}
      >
        {t('browse.featured.pausePreview')}
      </button>
    </>
  );
}

function HeroActions({ item }: { item: FeaturedItem }) {
  const { t } = useTranslation();
  const { activity } = item;
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link
        to="/activities/$activityId"
        params={{ activityId: activity.id }}
        className="btn btn-primary btn-lg"
      >
        <Icon name="play" className="me-2" />
        {activity.type === 'VIDEO' ? t('browse.featured.play') : t('browse.featured.start')}{' '}
        <span className="visually-hidden">{activity.title}</span>
      </Link>
      <Link to="/activities/featured" className="btn btn-outline-light btn-lg">
        {t('browse.featured.more')}
      </Link>
    </div>
  );
}

/** The home page's opening when staff featured something: its picture or preview, headline, title and a way in. */
export function FeaturedHero({ item, pageTitle, previewUrl, imageUrl }: FeaturedHeroProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { activity } = item;
  const picture = item.heroImageUrl ?? imageUrl ?? null;
  return (
    <section className="featured-hero" aria-labelledby="featured-hero-title">
      {picture ? <img className="featured-hero__image" src={picture} alt="" fetchPriority="high" /> : null}
      {previewUrl && !reducedMotion ? <HeroPreview url={previewUrl} poster={picture} /> : null}
      {/* User-written text sits in <bdi>: its own direction inside, the blocks aligned with the page. */}
      <div className="featured-hero__body page-container">
        <h1 className="featured-hero__eyebrow">{pageTitle}</h1>
        <p className="featured-hero__headline mb-2">
          <bdi>{item.headline}</bdi>
        </p>
        <h2 id="featured-hero-title" className="featured-hero__title">
          <bdi>{activity.title}</bdi>
        </h2>
        <p className="featured-hero__lead">
          <bdi>{activity.description}</bdi>
        </p>
        <HeroActions item={item} />
      </div>
    </section>
  );
}
