import type { CreatorCard as CreatorCardData } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** The first letter shown when a creator has no avatar. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? 'A').toUpperCase();
}

/** A creator's round avatar, or their initial. */
export function CreatorAvatar({ creator, size }: { creator: CreatorCardData; size: number }) {
  if (creator.avatarUrl) {
    return (
      <img
        src={creator.avatarUrl}
        alt=""
        width={size}
        height={size}
        className="creator-avatar"
        loading="lazy"
      />
    );
  }
  return (
    <span
      className="creator-avatar creator-avatar--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initialOf(creator.displayName)}
    </span>
  );
}

/** One creator on the discover grid: banner strip, avatar, name, handle and totals; the name links to the page. */
export function CreatorCard({ creator }: { creator: CreatorCardData }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <article className="creator-card card h-100">
      <div className="creator-card__banner" aria-hidden="true">
        {creator.bannerUrl ? (
          <img src={creator.bannerUrl} alt="" width={1500} height={375} loading="lazy" />
        ) : null}
      </div>
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-2">
          <CreatorAvatar creator={creator} size={48} />
          <div className="min-w-0">
            <h2 className="h6 mb-0 text-truncate" dir="auto">
              <Link to="/creators/$handle" params={{ handle: creator.handle }} className="stretched-link">
                {creator.displayName}
              </Link>
            </h2>
            <p className="small text-body-secondary mb-0" dir="ltr">
              @{creator.handle}
            </p>
          </div>
        </div>
        {creator.bio ? (
          <p className="creator-card__bio small mb-2" dir="auto">
            {creator.bio}
          </p>
        ) : null}
        <p className="small text-body-secondary mb-0 d-flex flex-wrap gap-3">
          <span>
            {t('creators.card.followers', {
              count: creator.followerCount,
              number: number.format(creator.followerCount),
            })}
          </span>
          <span>
            {t('creators.card.videos', {
              count: creator.videoCount,
              number: number.format(creator.videoCount),
            })}
          </span>
          <span>
            {t('creators.card.views', { count: creator.viewCount, number: number.format(creator.viewCount) })}
          </span>
        </p>
      </div>
    </article>
  );
}
