/** Postcode formats by country (zod-free, so the checkout form checks the same rule as the server). */

/**
 * Countries whose postcode format is known, as a pattern of the whole code (upper case, single spaces).
 * A country not listed accepts any postcode of up to 20 characters, or none.
 */
const POSTAL_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  SA: /^\d{5}(-\d{4})?$/,
  EG: /^\d{5}$/,
  JO: /^\d{5}$/,
  MA: /^\d{5}$/,
  KW: /^\d{5}$/,
  OM: /^\d{3}$/,
  BH: /^\d{3,4}$/,
  IN: /^\d{6}$/,
  JP: /^\d{3}-?\d{4}$/,
  AU: /^\d{4}$/,
};

/** Countries that use no postcodes: the field is left empty there. */
const NO_POSTCODE = new Set(['AE', 'QA', 'HK']);

/** Whether a postcode fits the country: required and well-formed where the format is known. */
export function isPostalCodeValid(country: string, postalCode: string): boolean {
  const code = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (NO_POSTCODE.has(country)) return true;
  const pattern = POSTAL_PATTERNS[country];
  if (!pattern) return code.length <= 20;
  return pattern.test(code);
}
