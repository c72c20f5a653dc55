import type { WalletInfo } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitButton } from '../../../components/form-field';
import { useChoosePayoutWallet } from './choose-payout-wallet.queries';
import { useStepUpGate } from './step-up';
import { ActionError, WalletSection, needsStepUp } from './wallet-ui';

/** Choose which wallet exchanges and welcome tokens are paid to (a step-up protects the change). */
export function PayoutWalletSection({ wallets }: { wallets: WalletInfo[] }) {
  const { t } = useTranslation();
  const choose = useChoosePayoutWallet();
  const gate = useStepUpGate('wallet-payout-step-up');
  const current = wallets.find((wallet) => wallet.isPayout)?.id ?? '';
  const [selected, setSelected] = useState(current);
  const send = () => {
    choose.mutate(selected, {
      onError: (error) => {
        if (needsStepUp(error)) gate.ask(send);
      },
    });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (selected && selected !== current) gate.run(send);
  };
  return (
    <WalletSection id="wallet-payout" title={t('walletCustody.payout.title')}>
      {gate.form}
      <form noValidate onSubmit={submit} aria-label={t('walletCustody.payout.title')}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('walletCustody.payout.lead')}</legend>
          {wallets.map((wallet) => (
            <div className="form-check" key={wallet.id}>
              <input
                className="form-check-input"
                type="radio"
                name="wallet-payout"
                id={`wallet-payout-${wallet.id}`}
                checked={selected === wallet.id}
                onChange={() => {
                  setSelected(wallet.id);
                }}
              />
              <label className="form-check-label" htmlFor={`wallet-payout-${wallet.id}`}>
                <code dir="ltr">{wallet.address}</code>{' '}
                {t(
                  wallet.kind === 'CUSTODIAL'
                    ? 'walletCustody.kind.custodial'
                    : 'walletCustody.kind.external',
                )}
              </label>
            </div>
          ))}
        </fieldset>
        <ActionError error={choose.error} />
        <SubmitButton
          className="btn btn-outline-primary"
          pending={choose.isPending}
          label={t('walletCustody.payout.submit')}
          pendingLabel={t('walletCustody.payout.pending')}
        />
      </form>
    </WalletSection>
  );
}
