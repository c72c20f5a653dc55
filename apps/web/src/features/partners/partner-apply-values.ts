import {
  isCountryCode,
  isWebLink,
  PARTNER_KINDS,
  PARTNER_NAME_MAX,
  PARTNER_PITCH_MAX,
  PARTNER_PITCH_MIN,
  type PartnerApplicationBody,
} from '@streamit/contract';
import { z } from 'zod';

/** The partner application form's schema; messages are i18n keys of the partners catalogue. */
export const partnerApplySchema = z.object({
  organisationName: z.string().trim().min(2, 'partners.apply.errors.nameRequired').max(PARTNER_NAME_MAX),
  kind: z.union([z.literal(''), z.enum(PARTNER_KINDS)]).refine(Boolean, 'partners.apply.errors.kindRequired'),
  website: z.string().trim().refine(isWebLink, 'partners.apply.errors.linkInvalid'),
  country: z
    .string()
    .trim()
    .refine((code) => isCountryCode(code.toUpperCase()), 'partners.apply.errors.countryInvalid'),
  logoUrl: z
    .string()
    .trim()
    .refine((link) => link === '' || isWebLink(link), 'partners.apply.errors.linkInvalid'),
  pitch: z
    .string()
    .trim()
    .min(PARTNER_PITCH_MIN, 'partners.apply.errors.pitchShort')
    .max(PARTNER_PITCH_MAX, 'partners.apply.errors.pitchLong'),
});

/** What the form holds. */
export type PartnerApplyValues = z.infer<typeof partnerApplySchema>;

export const PARTNER_APPLY_DEFAULTS: PartnerApplyValues = {
  organisationName: '',
  kind: '',
  website: '',
  country: '',
  logoUrl: '',
  pitch: '',
};

/** The request body of valid form values. */
export function toPartnerApplicationBody(values: PartnerApplyValues): PartnerApplicationBody {
  if (values.kind === '') throw new Error('the schema requires a kind');
  return {
    organisationName: values.organisationName.trim(),
    kind: values.kind,
    website: values.website.trim(),
    country: values.country.trim().toUpperCase(),
    logoUrl: values.logoUrl.trim() || null,
    pitch: values.pitch.trim(),
  };
}
