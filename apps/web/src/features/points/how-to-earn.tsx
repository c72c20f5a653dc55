import type { WatchToEarnStats } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** "How to earn", from the server's current rules (never numbers written into the page). */
export function HowToEarn({ rules }: { rules: WatchToEarnStats['rules'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="how-to-earn-title" className="card mt-4">
      <div className="card-body">
        <h2 id="how-to-earn-title" className="h5">
          {t('points.howToEarn.title')}
        </h2>
        <ul className="mb-3" data-testid="how-to-earn">
          <li>
            {t('points.howToEarn.video', {
              count: rules.baseVideoPoints,
              percent: number.format(rules.videoWatchPercent),
              points: number.format(rules.baseVideoPoints),
            })}
          </li>
          <li>
            {t('points.howToEarn.caps', {
              count: rules.dailyCap,
              daily: number.format(rules.dailyCap),
              weekly: number.format(rules.weeklyCap),
            })}
          </li>
          {rules.cooldownSeconds > 0 ? (
            <li>
              {t('points.howToEarn.cooldown', {
                count: rules.cooldownSeconds,
                seconds: number.format(rules.cooldownSeconds),
              })}
            </li>
          ) : null}
          <li>{t('points.howToEarn.more')}</li>
        </ul>
        <Link to="/watch-to-earn">{t('points.howToEarn.watchLink')}</Link>
      </div>
    </section>
  );
}
