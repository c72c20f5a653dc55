import { useTranslation } from '../../i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { pointsFiguresQuery } from '../../lib/points-figures';
import { useWalletBalance } from './wallet.queries';
import { CopyTextButton } from './copy-text-button';

/** Token and points balances, the payout address, and a notice when the chain is unavailable. */
export function WalletBalances() {
  const { t, i18n } = useTranslation();
  const balance = useWalletBalance();
  // The points figures are the header's and the dashboard's, so the wallet never shows a different balance.
  const figures = useQuery(pointsFiguresQuery());
  const number = new Intl.NumberFormat(i18n.language);
  if (!balance.data) return <p role="status">{t('wallet.loading')}</p>;
  const { address, tokenBalance, points, symbol, chainAvailable } = balance.data;
  return (
    <section aria-labelledby="wallet-balances-title" className="mb-4">
      <h2 id="wallet-balances-title" className="h5">
        {t('wallet.balances.title')}
      </h2>
      {chainAvailable ? null : (
        <div className="alert alert-warning" role="alert">
          {t('wallet.chainUnavailable')}
        </div>
      )}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <div className="card h-100">
            <div className="card-body">
              <p className="text-body-secondary mb-1">{t('wallet.balances.tokens', { symbol })}</p>
              <p className="display-6 fw-bold mb-0" data-testid="wallet-token-balance">
                {tokenBalance ?? '—'}
              </p>
            </div>
          </div>
        </div>
        <div className="col-12 col-md-6">
          <div className="card h-100">
            <div className="card-body">
              <p className="text-body-secondary mb-1">{t('points.figures.balance')}</p>
              <p className="display-6 fw-bold mb-0" data-testid="wallet-points-balance">
                {number.format(figures.data?.balance ?? points)}
              </p>
              {figures.data ? (
                <p className="small text-body-secondary mt-1 mb-0">
                  {t('points.figures.held')}:{' '}
                  <span data-testid="wallet-points-held">{number.format(figures.data.held)}</span>
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      <p className="mt-3 mb-0 small">
        {address ? (
          <>
            {t('wallet.balances.address')} <code data-testid="wallet-address">{address}</code>{' '}
            <CopyTextButton text={address} label={t('wallet.copyAddress')} />
          </>
        ) : (
          t('wallet.balances.noWallet')
        )}
      </p>
    </section>
  );
}
