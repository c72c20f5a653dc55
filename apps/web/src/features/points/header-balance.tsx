import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { usePointsFigures } from './get-points-figures.queries';
import { PendingAwardsWatcher } from './pending-awards-watcher';

/**
 * The signed-in member's balance in the site header, linking to /points. It reads the points figures query,
 * so every refresh of the points queries (refreshPointsFigures, after any award or exchange) updates it. It
 * also hosts the watcher that announces awards landing after the pause between activities (decision 047).
 */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const figures = usePointsFigures();
  if (!figures.data) return <PendingAwardsWatcher />;
  const { balance } = figures.data;
  const amount = new Intl.NumberFormat(i18n.language).format(balance);
  return (
    <>
      <PendingAwardsWatcher />
      <Link
        to="/points"
        className="header-balance btn btn-sm btn-outline-primary rounded-pill text-nowrap"
        aria-label={t('points.figures.balanceAria', { count: balance, amount })}
        data-testid="header-balance"
      >
        <span>{t('points.figures.balance')} </span>
        <strong data-testid="header-balance-amount">{amount}</strong>
      </Link>
    </>
  );
}
