import { describe, expect, it } from 'vitest';
import { CreatorApplicationBodySchema } from '../endpoints/creators-applications.endpoints.js';
import { COUNTRY_CODES, isCountryCode } from './countries.js';

const APPLICATION = {
  applicantType: 'STORYTELLER',
  contentFormats: ['SHORT_FORM'],
  bio: 'I film short documentaries about cities.',
  sampleLink: 'https://example.com/sample',
  agreementAccepted: true,
} as const;

describe('ISO 3166-1 alpha-2 countries', () => {
  it('holds the 249 assigned codes once each, all two capital letters', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('refuses regions ICU names that are not countries (EU, EZ, pseudo-locales, withdrawn codes)', () => {
    expect(['SA', 'EG', 'FR', 'US', 'PS', 'TW'].every(isCountryCode)).toBe(true);
    expect(['EU', 'EZ', 'XA', 'XB', 'UN', 'QO', 'ZZ', 'UK', 'SU', 'sa', 'SAU', ''].some(isCountryCode)).toBe(
      false,
    );
  });

  it('validates the application country against the list (lower case is accepted and upper-cased)', () => {
    expect(CreatorApplicationBodySchema.parse({ ...APPLICATION, country: 'eg' }).country).toBe('EG');
    expect(CreatorApplicationBodySchema.safeParse({ ...APPLICATION, country: 'EZ' }).success).toBe(false);
  });
});
