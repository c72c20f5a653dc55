import { isCountryCode } from '@streamit/contract';

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

let codes: string[] | null = null;

/** Every ISO 3166-1 alpha-2 region the browser's ICU names, computed once. */
function countryCodes(): string[] {
  codes ??= [...LETTERS]
    .flatMap((first) => [...LETTERS].map((second) => first + second))
    .filter(isCountryCode);
  return codes;
}

/** Country choices named in the reader's language, sorted by name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return countryCodes()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
