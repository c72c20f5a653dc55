import type { ActivityCredit } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { PlayerIcon } from './player-icons';

// People have no pages of their own yet, so credits are plain text rather than links that lead nowhere.
function CreditCard({ credit }: { credit: ActivityCredit }) {
  const { person } = credit;
  return (
    <li className="watch-credit">
      {person.profileImage ? (
        <img
          className="watch-credit__image"
          src={person.profileImage}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className="watch-credit__image watch-credit__image--empty" aria-hidden="true">
          <PlayerIcon name="person" />
        </span>
      )}
      <span className="watch-credit__text">
        <span className="watch-credit__name" dir="auto">
          {person.title}
        </span>
        <span className="watch-credit__role" dir="auto">
          {credit.role}
          {person.designation && person.designation !== credit.role ? ` · ${person.designation}` : ''}
        </span>
      </span>
    </li>
  );
}

/** The cast and crew of a video: picture, name, role and designation. */
export function WatchCredits({ credits }: { credits: ActivityCredit[] }) {
  const { t } = useTranslation();
  if (credits.length === 0) return null;
  return (
    <section className="watch-section" aria-labelledby="watch-credits">
      <h2 id="watch-credits" className="h5">
        {t('watch.credits.title')}
      </h2>
      <ul className="watch-credits list-unstyled">
        {credits.map((credit) => (
          <CreditCard key={`${credit.role}-${credit.person.id}`} credit={credit} />
        ))}
      </ul>
    </section>
  );
}
