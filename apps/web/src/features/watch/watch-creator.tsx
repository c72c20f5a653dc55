import type { ActivityCreator } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';

/** The creator line under the title: avatar (or initial), name, linking to the creator's videos. */
export function WatchCreator({ creator }: { creator: ActivityCreator | null | undefined }) {
  const { t } = useTranslation();
  const name = creator?.name || t('watch.creator.unnamed');
  if (!creator) {
    return (
      <p className="watch-creator" data-testid="watch-creator">
        <span className="si-avatar" aria-hidden="true">
          <Icon name="film" />
        </span>
        <span className="watch-creator__name">{t('watch.creator.team')}</span>
      </p>
    );
  }
  return (
    <p className="watch-creator" data-testid="watch-creator">
      <Link to="/view-all" search={{ creator: creator.id }} className="watch-creator__link">
        {creator.avatarUrl ? (
          <img className="si-avatar" src={creator.avatarUrl} alt="" width={36} height={36} />
        ) : (
          <span className="si-avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="watch-creator__name" dir="auto">
          {name}
        </span>
        <span className="visually-hidden">{t('watch.creator.more')}</span>
      </Link>
    </p>
  );
}
