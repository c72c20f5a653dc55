import {
  isPostalCodeValid,
  type SavedAddress,
  type StoreCheckoutBody,
  type StorePaymentMethod,
} from '@streamit/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type SyntheticEvent } from 'react';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { pointsFiguresQuery } from '../../lib/points-figures';
import { AddressFields, addressOf, formatAddress } from './address-fields';
import { useSavedAddresses } from './store.queries';

/** A saved address (My Account) fills the fields; shown only when the member saved one. */
function SavedAddressPicker(props: {
  saved: SavedAddress[];
  chosen: string | null;
  onChoose: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (props.saved.length === 0) return null;
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label">
        {t('store.checkout.savedAddress')}
      </label>
      <select
        id={id}
        className="form-select"
        value={props.chosen ?? ''}
        onChange={(event) => {
          props.onChoose(event.target.value || null);
        }}
      >
        <option value="">{t('store.checkout.newAddress')}</option>
        {props.saved.map((item) => (
          <option key={item.id} value={item.id}>
            {formatAddress(item.address)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Points, or ARTFI from the custodial wallet when every line has an ARTFI price. */
function PaymentChoice(props: {
  totalArtfi: string | null;
  method: StorePaymentMethod;
  onChange: (method: StorePaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options: [StorePaymentMethod, string][] = [
    ['POINTS', t('store.checkout.payPoints')],
    ['ARTFI', t('store.checkout.payArtfi')],
  ];
  return (
    <fieldset className="mt-3">
      <legend className="form-label fs-6">{t('store.checkout.payment')}</legend>
      {options.map(([method, label]) => (
        <div className="form-check" key={method}>
          <input
            className="form-check-input"
            type="radio"
            name="paymentMethod"
            id={`${id}-${method}`}
            value={method}
            checked={props.method === method}
            disabled={method === 'ARTFI' && props.totalArtfi === null}
            onChange={() => {
              props.onChange(method);
            }}
          />
          <label className="form-check-label" htmlFor={`${id}-${method}`}>
            {label}
          </label>
        </div>
      ))}
      {props.totalArtfi === null ? (
        <p className="small text-body-secondary">{t('store.checkout.payArtfiUnavailable')}</p>
      ) : null}
    </fieldset>
  );
}

/**
 * Says, before the address is typed, how many points the member still lacks for a points payment, with the way to
 * earn them. The header's own figures query; the server still decides at payment (STORE_NOT_ENOUGH_POINTS).
 */
function PointsShortfall({ total }: { total: number }) {
  const { t, i18n } = useTranslation();
  const figures = useQuery(pointsFiguresQuery());
  const balance = figures.data?.balance;
  if (balance === undefined || balance >= total) return null;
  const missing = total - balance;
  return (
    <p className="text-danger small mt-2" data-testid="points-shortfall">
      {t('store.checkout.notEnough', { count: missing, amount: missing.toLocaleString(i18n.language) })}{' '}
      <Link to="/watch-to-earn">{t('store.checkout.earnMore')}</Link>
    </p>
  );
}

/**
 * The shipping address with a country-aware postcode check (the server's own rule), the payment choice,
 * then "place and pay".
 */
export function CheckoutForm(props: {
  total: number;
  totalArtfi: string | null;
  pending: boolean;
  onSubmit: (body: StoreCheckoutBody) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const saved = useSavedAddresses();
  const [chosen, setChosen] = useState<string | null>(null);
  const initial = saved.data?.items.find((item) => item.id === chosen)?.address;
  const [postcodeError, setPostcodeError] = useState(false);
  const [method, setMethod] = useState<StorePaymentMethod>('POINTS');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = addressOf(new FormData(event.currentTarget));
    if (!address) return;
    const valid = isPostalCodeValid(address.country, address.postalCode);
    setPostcodeError(!valid);
    if (valid) props.onSubmit({ address, paymentMethod: method });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate={false}>
      <h2 id={`${id}-title`} className="h5">
        {t('store.checkout.title')}
      </h2>
      <SavedAddressPicker saved={saved.data?.items ?? []} chosen={chosen} onChoose={setChosen} />
      <AddressFields key={chosen ?? 'new'} initial={initial} postcodeError={postcodeError} />
      <PaymentChoice totalArtfi={props.totalArtfi} method={method} onChange={setMethod} />
      {method === 'POINTS' ? <PointsShortfall total={props.total} /> : null}
      <PendingButton
        type="submit"
        pending={props.pending}
        label={
          method === 'ARTFI'
            ? t('store.checkout.payInArtfi', { amount: props.totalArtfi ?? '' })
            : t('store.checkout.pay', {
                count: props.total,
                amount: props.total.toLocaleString(i18n.language),
              })
        }
        pendingLabel={t('store.checkout.paying')}
      />
    </form>
  );
}
