import { COUNTRY_CODES, type ShippingAddress } from '@streamit/contract';
import { useId, useMemo } from 'react';
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

/** The shipping address a submitted form holds; null without a known country. */
export function addressOf(data: FormData): ShippingAddress | null {
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

/**
 * The labelled fields of a shipping address (uncontrolled, so `initial` fills them; remount with a `key`
 * to fill them again), with the postcode marked when it does not fit the country.
 */
export function AddressFields(props: { initial?: ShippingAddress | undefined; postcodeError: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const invalid = props.postcodeError;
  return (
    <div className="row g-2">
      {FIELDS.map((field) => (
        <div className="col-12 col-sm-6" key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="form-label">
            {t(`store.checkout.${field.name}`)}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            className={`form-control${field.name === 'postalCode' && invalid ? ' is-invalid' : ''}`}
            required={field.required}
            autoComplete={field.autoComplete}
            defaultValue={props.initial?.[field.name] ?? ''}
            aria-invalid={field.name === 'postalCode' && invalid ? true : undefined}
            aria-describedby={field.name === 'postalCode' && invalid ? `${id}-postcode-error` : undefined}
            dir="auto"
          />
          {field.name === 'postalCode' && invalid ? (
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
        <select
          id={`${id}-country`}
          name="country"
          className="form-select"
          required
          defaultValue={props.initial?.country ?? ''}
        >
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
  );
}

/** One line of an address, for lists and pickers. */
export function formatAddress(address: ShippingAddress): string {
  return [address.fullName, address.line1, address.line2, address.city, address.postalCode, address.country]
    .filter(Boolean)
    .join(', ');
}
