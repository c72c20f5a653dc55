import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSetLeaderboardVisibility } from './set-leaderboard-visibility.queries';

/** "Hide me from the leaderboard", for signed-in members: starts from the leaderboard's `hidden`. */
export function LeaderboardVisibility({ initiallyHidden }: { initiallyHidden: boolean }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(initiallyHidden);
  const visibility = useSetLeaderboardVisibility();
  const toggle = (next: boolean) => {
    setHidden(next);
    visibility.mutate(next, {
      onSuccess: (answer) => {
        setHidden(answer.hidden);
      },
      onError: () => {
        setHidden(!next);
      },
    });
  };
  return (
    <div className="form-check form-switch my-3">
      <input
        id="leaderboard-hide-me"
        type="checkbox"
        role="switch"
        className="form-check-input"
        checked={hidden}
        disabled={visibility.isPending}
        aria-describedby="leaderboard-hide-me-hint"
        onChange={(event) => {
          toggle(event.target.checked);
        }}
      />
      <label className="form-check-label" htmlFor="leaderboard-hide-me">
        {t('points.leaderboard.hideMe')}
      </label>
      <p id="leaderboard-hide-me-hint" className="small text-body-secondary mb-0">
        {t('points.leaderboard.hideHint')}
      </p>
    </div>
  );
}
