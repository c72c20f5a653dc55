import { POINTS_GLOBAL_DEFAULTS } from '@streamit/contract';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A guest's invitation on a watch page: members earn for watching, with this video's reward (the server's
 * figure on the activity) and the watch share that completes it. Nothing for members or unrewarded videos.
 */
export function GuestEarnInvitation({ member, points }: { member: boolean; points: number }) {
  const { t, i18n } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  if (member || points <= 0) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
    POINTS_GLOBAL_DEFAULTS.videoWatchPercent / 100,
  );
  return (
    <aside
      className="alert alert-info mt-3"
      aria-labelledby="guest-earn-title"
      data-testid="guest-earn-invitation"
    >
      <h2 id="guest-earn-title" className="h6 mb-1">
        {t('watch.guestEarn.title')}
      </h2>
      <p className="mb-2">
        {t('watch.guestEarn.lead', {
          count: points,
          points: new Intl.NumberFormat(i18n.language).format(points),
          percent,
        })}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/auth/sign-up" className="btn btn-primary btn-sm">
          {t('watch.guestEarn.signUp')}
        </Link>
        <Link to="/auth/login" search={{ redirect: href }} className="btn btn-outline-primary btn-sm">
          {t('watch.guestEarn.logIn')}
        </Link>
      </div>
    </aside>
  );
}
