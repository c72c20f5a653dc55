import type { GasEstimate, WalletSend } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { FormField, SubmitButton, controlClass } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useEstimateSend, useSendTokens } from './send-tokens.queries';
import { useStepUpGate } from './step-up';
import { ActionError, WalletError, WalletSection, needsStepUp, useWalletError } from './wallet-ui';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const AMOUNT = /^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/;

function TextInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: string | undefined;
  mode?: 'decimal';
}) {
  return (
    <FormField id={props.id} label={props.label} errorText={props.invalid}>
      {(aria) => (
        <input
          {...aria}
          id={props.id}
          dir="ltr"
          className={controlClass(Boolean(props.invalid))}
          inputMode={props.mode}
          autoComplete="off"
          required
          value={props.value}
          onChange={(event) => {
            props.onChange(event.target.value.trim());
          }}
        />
      )}
    </FormField>
  );
}

function Review({ to, amount, estimate }: { to: string; amount: string; estimate: GasEstimate }) {
  const { t } = useTranslation();
  return (
    <div className="border rounded p-3 mb-3" role="status" data-testid="wallet-send-review">
      <p className="mb-1">{t('walletCustody.send.reviewLine', { amount, to })}</p>
      <p className="mb-1 small">{t('walletCustody.send.fee', { fee: estimate.maxFee })}</p>
      {estimate.gasTopUp ? <p className="mb-1 small">{t('walletCustody.send.topUp')}</p> : null}
      {estimate.affordable ? null : <p className="mb-0 text-danger">{t('walletCustody.send.notEnough')}</p>}
    </div>
  );
}

function Result({ sent }: { sent: WalletSend }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-success mt-3" role="status" data-testid="wallet-send-result">
      {t(sent.status === 'CONFIRMED' ? 'walletCustody.send.confirmed' : 'walletCustody.send.submitted', {
        amount: sent.artfiAmount,
      })}{' '}
      {sent.txUrl ? (
        <a href={sent.txUrl} target="_blank" rel="noreferrer">
          {t('walletCustody.send.viewTx')}
        </a>
      ) : (
        <code dir="ltr" className="text-break">
          {sent.txHash}
        </code>
      )}
    </div>
  );
}

/** Send ARTFI from the custodial wallet: address and amount, a review with the gas estimate, then a step-up. */
export function SendTokensSection() {
  const { t } = useTranslation();
  const estimate = useEstimateSend();
  const sendTokens = useSendTokens();
  const gate = useStepUpGate('wallet-send-step-up');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const estimateError = useWalletError(estimate.error);
  const invalidTo = touched && !ADDRESS.test(to) ? t('walletCustody.send.badAddress') : undefined;
  const invalidAmount =
    touched && !(AMOUNT.test(amount) && /[1-9]/.test(amount)) ? t('walletCustody.send.badAmount') : undefined;
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    estimate.reset();
    sendTokens.reset();
  };
  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (ADDRESS.test(to) && AMOUNT.test(amount) && /[1-9]/.test(amount)) estimate.mutate({ to, amount });
  };
  const send = () => {
    sendTokens.mutate(
      { to, amount },
      {
        onError: (error) => {
          if (needsStepUp(error)) gate.ask(send);
        },
      },
    );
  };
  return (
    <WalletSection id="wallet-send" title={t('walletCustody.send.title')}>
      <p className="small">{t('walletCustody.send.lead')}</p>
      {gate.form}
      <form noValidate onSubmit={review} aria-label={t('walletCustody.send.title')}>
        <WalletError message={estimateError} />
        <ActionError error={sendTokens.error} />
        <TextInput
          id="wallet-send-to"
          label={t('walletCustody.send.to')}
          value={to}
          onChange={edit(setTo)}
          invalid={invalidTo}
        />
        <TextInput
          id="wallet-send-amount"
          label={t('walletCustody.send.amount')}
          value={amount}
          onChange={edit(setAmount)}
          invalid={invalidAmount}
          mode="decimal"
        />
        {estimate.data ? <Review to={to} amount={amount} estimate={estimate.data} /> : null}
        {estimate.data?.affordable ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={sendTokens.isPending}
            onClick={() => {
              gate.run(send);
            }}
          >
            {sendTokens.isPending ? t('walletCustody.send.pending') : t('walletCustody.send.confirm')}
          </button>
        ) : (
          <SubmitButton
            className="btn btn-outline-primary"
            pending={estimate.isPending}
            label={t('walletCustody.send.review')}
            pendingLabel={t('walletCustody.send.estimating')}
          />
        )}
      </form>
      {sendTokens.data ? <Result sent={sendTokens.data} /> : null}
    </WalletSection>
  );
}
