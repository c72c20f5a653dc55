import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PendingButton } from '../../../components/pending-button';
import { findInjectedProvider } from './injected-wallet';
import { useLinkExternalWallet } from './link-external-wallet.queries';
import { useStepUpGate } from './step-up';
import { ActionError, WalletSection, needsStepUp } from './wallet-ui';

/** Link the member's own browser wallet (Sign-In-With-Ethereum), optionally as the payout wallet. */
export function LinkExternalWalletSection() {
  const { t } = useTranslation();
  const link = useLinkExternalWallet();
  const gate = useStepUpGate('wallet-link-step-up');
  const [makePayout, setMakePayout] = useState(false);
  const provider = findInjectedProvider();
  const start = () => {
    if (!provider) return;
    link.mutate(
      { provider, makePayout },
      {
        onError: (error) => {
          if (needsStepUp(error)) gate.ask(start);
        },
      },
    );
  };
  return (
    <WalletSection id="wallet-link" title={t('walletCustody.link.title')}>
      <p>{t('walletCustody.link.lead')}</p>
      {provider ? null : (
        <p className="alert alert-info" role="note">
          {t('walletCustody.link.noProvider')}
        </p>
      )}
      {gate.form}
      <ActionError error={link.error} />
      {link.isSuccess ? (
        <p role="status" className="text-success">
          {t('walletCustody.link.linked', { address: link.data.address })}
        </p>
      ) : null}
      <div className="form-check mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          id="wallet-link-payout"
          checked={makePayout}
          disabled={!provider}
          onChange={(event) => {
            setMakePayout(event.target.checked);
          }}
        />
        <label className="form-check-label" htmlFor="wallet-link-payout">
          {t('walletCustody.link.makePayout')}
        </label>
      </div>
      {provider ? (
        <PendingButton
          pending={link.isPending}
          label={t('walletCustody.link.submit')}
          pendingLabel={t('walletCustody.link.pending')}
          onClick={() => {
            if (makePayout) gate.run(start);
            else start();
          }}
        />
      ) : null}
    </WalletSection>
  );
}
