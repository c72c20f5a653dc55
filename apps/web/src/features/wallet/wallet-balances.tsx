import { useTranslation } from '../../i18n/use-translation';
import { useWalletBalance } from './wallet.queries';
import { CopyTextButton } from './copy-text-button';

/** Token and points balances, the payout address, and a notice when the chain is unavailable. */
export function WalletBalances() {
  const { t, i18n } = useTranslation();
  const balance = useWalletBalance();
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
              <p className="text-body-secondary mb-1">{t('wallet.balances.points')}</p>
              <p className="display-6 fw-bold mb-0" data-testid="wallet-points-balance">
                {number.format(points)}
              </p>
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
