import type { ExchangeRates } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormField } from '../../../components/form-field';
import { previewTokens } from '../token-amount';
import { useCreateExchange, useExchangeRates } from '../wallet.queries';

function rangeProblem(rates: ExchangeRates, points: number): 'range' | 'daily' | 'kyc' | null {
  if (!Number.isSafeInteger(points) || points < rates.minPoints || points > rates.maxPoints) return 'range';
  if (rates.usedTodayPoints + points > rates.dailyMaxPoints) return 'daily';
  // The server refuses it too (EXCHANGE_KYC_NOT_OFFERED); saying so here spares a round trip.
  if (!rates.kycAvailable && points > rates.kycAbovePoints) return 'kyc';
  return null;
}

function useExchangeSubmit(rates: ExchangeRates) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateExchange();
  const points = Number(amount);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = rangeProblem(rates, points);
    setProblem(
      found
        ? t(`wallet.exchange.errors.${found}`, {
            // The points errors.kyc names (range and daily have no plural forms).
            count: rates.kycAbovePoints,
            min: rates.minPoints,
            max: rates.maxPoints,
            limit: rates.kycAbovePoints,
          })
        : null,
    );
    if (found) return;
    create.mutate(
      { pointsAmount: points, description: description.trim() },
      {
        onSuccess: () => {
          setAmount('');
        },
      },
    );
  };
  return { amount, setAmount, description, setDescription, problem, create, points, submit };
}

function KycNote({ rates, number }: { rates: ExchangeRates; number: Intl.NumberFormat }) {
  const { t } = useTranslation();
  if (rates.kycAbovePoints >= rates.maxPoints) return null;
  const key = rates.kycAvailable ? 'wallet.exchange.kycLimit' : 'wallet.exchange.kycNotOffered';
  return (
    <p className="small text-body-secondary">
      {t(key, { count: rates.kycAbovePoints, limit: number.format(rates.kycAbovePoints) })}
    </p>
  );
}

function RateAndLimits({ rates }: { rates: ExchangeRates }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <p className="small text-body-secondary">
        {t('wallet.exchange.rate', { rate: rates.artfiPerPoint, symbol: rates.symbol })} ·{' '}
        {t('wallet.exchange.limits', {
          count: rates.maxPoints,
          min: number.format(rates.minPoints),
          max: number.format(rates.maxPoints),
          daily: number.format(rates.dailyMaxPoints),
          used: number.format(rates.usedTodayPoints),
        })}
      </p>
      <KycNote rates={rates} number={number} />
    </>
  );
}

function ExchangeOutcome({ create }: { create: ReturnType<typeof useCreateExchange> }) {
  const { t } = useTranslation();
  return (
    <>
      {create.isError ? (
        <div className="alert alert-danger" role="alert">
          {create.error.message}
        </div>
      ) : null}
      {create.isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('wallet.exchange.sent')}
        </div>
      ) : null}
    </>
  );
}

function ExchangeFields({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation();
  const { amount, setAmount, description, setDescription, problem, create, points, submit } =
    useExchangeSubmit(rates);
  return (
    <form onSubmit={submit} noValidate aria-label={t('wallet.exchange.title')}>
      <RateAndLimits rates={rates} />
      <FormField
        id="exchange-points"
        label={t('wallet.exchange.amount')}
        errorText={problem ?? undefined}
        announceError
      >
        {(aria) => (
          <input
            id="exchange-points"
            type="number"
            inputMode="numeric"
            min={rates.minPoints}
            max={rates.maxPoints}
            className="form-control"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
            {...aria}
          />
        )}
      </FormField>
      <p className="small" aria-live="polite" data-testid="exchange-preview">
        {t('wallet.exchange.preview', {
          tokens: previewTokens(points, rates.artfiPerPoint),
          symbol: rates.symbol,
        })}
      </p>
      <FormField id="exchange-description" label={t('wallet.exchange.description')}>
        {(aria) => (
          <input
            id="exchange-description"
            className="form-control"
            maxLength={200}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
            }}
            {...aria}
          />
        )}
      </FormField>
      <ExchangeOutcome create={create} />
      <button type="submit" className="btn btn-primary" disabled={create.isPending || !rates.payoutAddress}>
        {t('wallet.exchange.submit')}
      </button>
      {rates.payoutAddress ? null : <p className="small mt-2 mb-0">{t('wallet.exchange.needWallet')}</p>}
    </form>
  );
}

/** The exchange form: rate and limits, an amount with its ARTFI preview, and an optional note. */
export function ExchangeForm() {
  const { t } = useTranslation();
  const rates = useExchangeRates();
  return (
    <section aria-labelledby="wallet-exchange-title" className="card mb-4">
      <div className="card-body">
        <h2 id="wallet-exchange-title" className="h5">
          {t('wallet.exchange.title')}
        </h2>
        {rates.data ? <ExchangeFields rates={rates.data} /> : <p role="status">{t('wallet.loading')}</p>}
      </div>
    </section>
  );
}
