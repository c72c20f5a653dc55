import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormField, SubmitButton, controlClass } from '../../../components/form-field';
import { useSignMessage } from './sign-message.queries';
import { useStepUpGate } from './step-up';
import { ActionError, WalletSection, needsStepUp } from './wallet-ui';

/** Sign a message with the custodial key (EIP-191), after a step-up. */
export function SignMessageSection() {
  const { t } = useTranslation();
  const sign = useSignMessage();
  const gate = useStepUpGate('wallet-sign-step-up');
  const [message, setMessage] = useState('');
  const send = () => {
    sign.mutate(message, {
      onError: (error) => {
        if (needsStepUp(error)) gate.ask(send);
      },
    });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (message.trim()) gate.run(send);
  };
  return (
    <WalletSection id="wallet-sign" title={t('walletCustody.sign.title')}>
      {gate.form}
      <form noValidate onSubmit={submit} aria-label={t('walletCustody.sign.title')}>
        <ActionError error={sign.error} />
        <FormField id="wallet-sign-message" label={t('walletCustody.sign.message')}>
          {(aria) => (
            <textarea
              {...aria}
              id="wallet-sign-message"
              className={controlClass(false)}
              rows={3}
              required
              maxLength={2000}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
              }}
            />
          )}
        </FormField>
        <SubmitButton
          className="btn btn-outline-primary"
          pending={sign.isPending}
          label={t('walletCustody.sign.submit')}
          pendingLabel={t('walletCustody.sign.pending')}
        />
      </form>
      {sign.data ? (
        <div className="mt-3" role="status">
          <p className="mb-1 small">{t('walletCustody.sign.signature')}</p>
          <code dir="ltr" className="d-block text-break" data-testid="wallet-signature">
            {sign.data.signature}
          </code>
        </div>
      ) : null}
    </WalletSection>
  );
}
