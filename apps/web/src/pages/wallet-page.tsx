import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { WalletKeysSections } from '../features/wallet-keys/wallet-keys-sections';

/**
 * Route /wallet (members): the custody sections (create or import, address, reveal, sign, link, payout).
 * Balances, exchange and history join them with the chain work.
 */
export function WalletPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('upcoming.pages.wallet.title')} />
      <p className="lead">{t('upcoming.pages.wallet.lead')}</p>
      <WalletKeysSections />
    </div>
  );
}
