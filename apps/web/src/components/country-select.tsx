import { useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { countryOptions } from '../lib/country-names';
import { SelectField } from './form-field';

/** Props of CountrySelectField. */
export interface CountrySelectFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  /** The first choice, meaning "nothing picked yet" (value ''). */
  emptyLabel: string;
  hint?: string;
  required?: boolean;
}

/**
 * A labelled country picker for react-hook-form: one choice per ISO 3166-1 alpha-2 code (the contract's
 * COUNTRY_CODES), named and sorted in the page's language; the value is the code.
 */
export function CountrySelectField({ emptyLabel, ...field }: CountrySelectFieldProps) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return <SelectField {...field} options={[{ value: '', label: emptyLabel }, ...countries]} />;
}
