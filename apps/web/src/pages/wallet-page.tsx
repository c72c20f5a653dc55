import type { ReactNode } from 'react';
import { PageTitle } from '../components/page-title';
import { ExchangeForm } from '../features/wallet/exchange/exchange-form';
import { ExchangeHistory } from '../features/wallet/exchange/exchange-history';
import { WalletBalances } from '../features/wallet/wallet-balances';
import { WelcomeTokensNotice } from '../features/wallet/welcome-tokens';
import { CustodySections } from '../features/wallet/custody/custody-sections';
import { useTranslation } from '../i18n/use-translation';

/**
 * The wallet's sections in page order: the welcome-tokens notice and balances, then the exchange and its history
 * (what most members come for), then custody (create or import a wallet, address with QR, send, reveal, sign,
 * link an external wallet, payout wallet).
 */
export const WALLET_SECTIONS: readonly { id: string; render: () => ReactNode }[] = [
  { id: 'welcome', render: () => <WelcomeTokensNotice /> },
  { id: 'balances', render: () => <WalletBalances /> },
  { id: 'exchange', render: () => <ExchangeForm /> },
  { id: 'history', render: () => <ExchangeHistory /> },
  { id: 'custody', render: () => <CustodySections /> },
];

/** Route /wallet (members): balances, the points → ARTFI exchange and its history, then custody. */
export function WalletPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('wallet.title')} />
      <p className="lead">{t('wallet.lead')}</p>
      {WALLET_SECTIONS.map((section) => (
        <div key={section.id}>{section.render()}</div>
      ))}
    </div>
  );
}
