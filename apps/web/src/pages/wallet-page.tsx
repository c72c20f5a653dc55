import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/page-title';
import { ExchangeForm } from '../features/wallet/exchange-form';
import { ExchangeHistory } from '../features/wallet/exchange-history';
import { WalletBalances } from '../features/wallet/wallet-balances';

/**
 * The wallet's sections in page order. Custody sections (address with QR, create or import a wallet, reveal,
 * sign, send) are added to this list as components of their own; the page itself does not change.
 */
export const WALLET_SECTIONS: readonly { id: string; render: () => ReactNode }[] = [
  { id: 'balances', render: () => <WalletBalances /> },
  // Custody sections go here (after the balances, before the exchange).
  { id: 'exchange', render: () => <ExchangeForm /> },
  { id: 'history', render: () => <ExchangeHistory /> },
];

/** Route /wallet (members): balances, the points → ARTFI exchange and its history. */
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
