import { COUNTRY_CODES } from '@streamit/contract';

/** One country of a picker: its ISO code and its name in the reader's language. */
export interface CountryOption {
  value: string;
  label: string;
}

const optionsByLanguage = new Map<string, CountryOption[]>();

function regionNames(language: string): Intl.DisplayNames {
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
}

/** A country's name in the reader's language (the code itself when the runtime has no name for it). */
export function countryName(code: string, language: string): string {
  return regionNames(language).of(code) ?? code;
}

/**
 * Every ISO 3166-1 alpha-2 country of the contract's list, once each, named in the reader's language and
 * sorted by that language's collation; computed once per language.
 */
export function countryOptions(language: string): readonly CountryOption[] {
  const cached = optionsByLanguage.get(language);
  if (cached) return cached;
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  optionsByLanguage.set(language, options);
  return options;
}
