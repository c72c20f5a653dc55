import {
  COUNTRY_CODES,
  isPostalCodeValid,
  type ShippingAddress,
  type StoreCheckoutBody,
  type StorePaymentMethod,
} from '@streamit/contract';
import { useId, useMemo, useState, type SyntheticEvent } from 'react';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { countryOptions } from '../../lib/country-names';
import { readFormText } from './form-text';

const FIELDS = [
  { name: 'fullName', required: true, autoComplete: 'name' },
  { name: 'line1', required: true, autoComplete: 'address-line1' },
  { name: 'line2', required: false, autoComplete: 'address-line2' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'region', required: false, autoComplete: 'address-level1' },
  { name: 'postalCode', required: false, autoComplete: 'postal-code' },
  { name: 'phone', required: false, autoComplete: 'tel' },
] as const;

function addressOf(data: FormData): ShippingAddress | null {
  const country = readFormText(data, 'country');
  const code = COUNTRY_CODES.find((value) => value === country);
  if (!code) return null;
  const text = (name: (typeof FIELDS)[number]['name']) => readFormText(data, name);
  return {
    fullName: text('fullName'),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postalCode'),
    phone: text('phone'),
    country: code,
  };
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
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
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
      <div className="row g-2">
        {FIELDS.map((field) => (
          <div className="col-12 col-sm-6" key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="form-label">
              {t(`store.checkout.${field.name}`)}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              className={`form-control${field.name === 'postalCode' && postcodeError ? ' is-invalid' : ''}`}
              required={field.required}
              autoComplete={field.autoComplete}
              aria-invalid={field.name === 'postalCode' && postcodeError ? true : undefined}
              aria-describedby={
                field.name === 'postalCode' && postcodeError ? `${id}-postcode-error` : undefined
              }
              dir="auto"
            />
            {field.name === 'postalCode' && postcodeError ? (
              <div id={`${id}-postcode-error`} className="invalid-feedback">
                {t('store.checkout.postcodeInvalid')}
              </div>
            ) : null}
          </div>
        ))}
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-country`} className="form-label">
            {t('store.checkout.country')}
          </label>
          <select id={`${id}-country`} name="country" className="form-select" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PaymentChoice totalArtfi={props.totalArtfi} method={method} onChange={setMethod} />
      <PendingButton
        type="submit"
        pending={props.pending}
        label={
          method === 'ARTFI'
            ? t('store.checkout.payInArtfi', { amount: props.totalArtfi ?? '' })
            : t('store.checkout.pay', { amount: props.total.toLocaleString(i18n.language) })
        }
        pendingLabel={t('store.checkout.paying')}
      />
    </form>
  );
}
