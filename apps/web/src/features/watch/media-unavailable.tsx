import type { ActivityDetail } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';

/** Instead of a broken player: why this video cannot play now (premiere ahead, or media not ready). */
export function MediaUnavailable({ activity }: { activity: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const comingSoon = activity.comingSoon && activity.publishAt !== null;
  const date = activity.publishAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(activity.publishAt),
      )
    : '';
  return (
    <div className="watch-unavailable" data-testid="watch-unavailable">
      {activity.media.thumbnailUrl ? (
        <img className="watch-unavailable__poster" src={activity.media.thumbnailUrl} alt="" />
      ) : null}
      <div className="watch-unavailable__text" role="status">
        <Icon name={comingSoon ? 'clock' : 'hourglass'} className="watch-unavailable__icon" />
        <p className="h4">
          {comingSoon ? t('watch.unavailable.comingSoonTitle') : t('watch.unavailable.preparingTitle')}
        </p>
        <p className="mb-0">
          {comingSoon
            ? t('watch.unavailable.comingSoonBody', { date })
            : t('watch.unavailable.preparingBody')}
        </p>
      </div>
    </div>
  );
}
