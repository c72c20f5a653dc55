import { useTranslation } from '../../../i18n/use-translation';
import { CreateWalletSection, ImportWalletSection } from './create-wallet-section';
import { useWalletInfo } from './get-wallet-info.queries';
import { LinkExternalWalletSection } from './link-external-section';
import { PayoutWalletSection } from './payout-wallet-section';
import { RevealSecretSection } from './reveal-secret-section';
import { SendTokensSection } from './send-tokens-section';
import { SignMessageSection } from './sign-message-section';
import { WalletAddressSection } from './wallet-address-section';
import { WalletError, useWalletError } from './wallet-ui';

export { CreateWalletSection, ImportWalletSection } from './create-wallet-section';
export { LinkExternalWalletSection } from './link-external-section';
export { PayoutWalletSection } from './payout-wallet-section';
export { RevealSecretSection } from './reveal-secret-section';
export { SendTokensSection } from './send-tokens-section';
export { SignMessageSection } from './sign-message-section';
export { WalletAddressSection } from './wallet-address-section';

/**
 * The key and custody sections of /wallet, in order: create or import while there is no custodial wallet;
 * then addresses, send, reveal, sign; linking an external wallet and choosing the payout wallet always.
 */
export function CustodySections() {
  const { t } = useTranslation();
  const info = useWalletInfo();
  const failure = useWalletError(info.error);
  if (info.isPending) return <p role="status">{t('walletCustody.loading')}</p>;
  if (!info.data) return <WalletError message={failure} />;
  const { wallets } = info.data;
  const custodial = wallets.find((wallet) => wallet.kind === 'CUSTODIAL');
  return (
    <>
      {custodial ? null : <CreateWalletSection />}
      {custodial ? null : <ImportWalletSection />}
      {wallets.length > 0 ? <WalletAddressSection wallets={wallets} /> : null}
      {custodial ? <SendTokensSection /> : null}
      {custodial ? <RevealSecretSection hasMnemonic={custodial.hasMnemonic} /> : null}
      {custodial ? <SignMessageSection /> : null}
      <LinkExternalWalletSection />
      {wallets.length > 1 ? <PayoutWalletSection wallets={wallets} /> : null}
    </>
  );
}
