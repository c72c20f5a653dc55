import type { FeaturedItem } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import './featured.css';

/** Props of FeaturedHero. */
export interface FeaturedHeroProps {
  item: FeaturedItem;
  /** The page's main title, shown small above the featured headline. */
  pageTitle: string;
}

/** The home page's opening when staff featured something: its hero image, headline, title and a way in. */
export function FeaturedHero({ item, pageTitle }: FeaturedHeroProps) {
  const { t } = useTranslation();
  const { activity } = item;
  return (
    <section className="featured-hero" aria-labelledby="featured-hero-title">
      {item.heroImageUrl ? (
        <img className="featured-hero__image" src={item.heroImageUrl} alt="" fetchPriority="high" />
      ) : null}
      <div className="featured-hero__body page-container">
        <h1 className="featured-hero__eyebrow">{pageTitle}</h1>
        <p className="featured-hero__headline mb-2" dir="auto">
          {item.headline}
        </p>
        <h2 id="featured-hero-title" className="featured-hero__title" dir="auto">
          {activity.title}
        </h2>
        <p className="featured-hero__lead" dir="auto">
          {activity.description}
        </p>
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
      </div>
    </section>
  );
}
