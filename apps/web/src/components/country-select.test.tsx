import { COUNTRY_CODES } from '@streamit/contract';
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { countryName, countryOptions } from '../lib/country-names';
import { CountrySelectField } from './country-select';

function Picker() {
  const { register } = useForm<{ country: string }>({ defaultValues: { country: '' } });
  return (
    <CountrySelectField
      id="country"
      label="Country"
      error={undefined}
      registration={register('country')}
      emptyLabel="Choose…"
    />
  );
}

function countryChoices() {
  const select = screen.getByRole('combobox', { name: 'Country' });
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => ({ value: option.getAttribute('value'), label: option.textContent }));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the country picker', () => {
  it('offers each ISO 3166-1 code exactly once, no pseudo-regions, sorted by name', () => {
    render(<Picker />);
    const choices = countryChoices();
    expect(choices).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(COUNTRY_CODES.length);
    expect(new Set(choices.map((choice) => choice.label)).size).toBe(COUNTRY_CODES.length);
    const labels = choices.map((choice) => choice.label);
    expect(labels).not.toContain('Eurozone');
    expect(labels).not.toContain('Pseudo-Bidi');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
    expect(choices.find((choice) => choice.value === 'EG')?.label).toBe('Egypt');
  });

  it('names the countries in Arabic and sorts them by Arabic collation when the page is Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(<Picker />);
    const choices = countryChoices();
    expect(choices).toHaveLength(COUNTRY_CODES.length);
    expect(choices.find((choice) => choice.value === 'EG')?.label).toBe('مصر');
    expect(choices.find((choice) => choice.value === 'SA')?.label).toBe('المملكة العربية السعودية');
    const labels = choices.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
  });

  it('names a single code in the reader language for read-only screens', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('FR', 'ar')).toBe('فرنسا');
    expect(countryOptions('en')).toBe(countryOptions('en'));
  });
});
