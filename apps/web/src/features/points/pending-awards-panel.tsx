import type { PendingAward } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { usePendingAwards } from './list-pending-awards.queries';

function useStatusText() {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (award: PendingAward) => {
    if (award.status === 'WAITING')
      return t('points.pending.statusWaiting', { time: time.format(Date.parse(award.dueAt)) });
    if (award.status === 'PAID') return t('points.pending.statusPaid');
    return `${t('points.pending.statusRefused')}: ${t(`points.reasons.${award.reason ?? 'UNAVAILABLE'}`)}`;
  };
}

/**
 * /points: awards earned during the pause between activities, waiting or settled today, each with its
 * state and, for a refused one, the reason (decision 047). Nothing shows when there were none.
 */
export function PendingAwardsPanel() {
  const { t, i18n } = useTranslation();
  const statusOf = useStatusText();
  const { data } = usePendingAwards();
  if (!data?.items.length) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card mb-4" aria-labelledby="pending-awards-title" data-testid="pending-awards">
      <div className="card-body">
        <h2 id="pending-awards-title" className="h5">
          {t('points.pending.title')}
        </h2>
        <p className="small text-body-secondary">{t('points.pending.intro')}</p>
        <ul className="list-unstyled mb-0">
          {data.items.map((award) => (
            <li key={award.id} className="d-flex flex-wrap justify-content-between gap-2 py-1 border-top">
              <span>{award.title}</span>
              <span className="text-nowrap">
                <strong>
                  {t('points.pending.amount', { count: award.points, amount: number.format(award.points) })}
                </strong>
                <span className="text-body-secondary ms-2">{statusOf(award)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
