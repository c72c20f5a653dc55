import {
  ApplicantTypeSchema,
  ContentFormatSchema,
  CREATOR_BIO_MAX,
  CREATOR_BIO_MIN,
  isCountryCode,
  isWebLink,
  MAX_PORTFOLIO_LINKS,
  type CreatorApplication,
  type CreatorApplicationBody,
} from '@streamit/contract';
import { z } from 'zod';

/** Splits the links box (one link a line) into trimmed links. */
export function parseLinks(text: string): string[] {
  return text
    .split(/\s+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

/** The application form's schema; messages are i18n keys of the creatorApply catalogue. */
export const applyFormSchema = z.object({
  applicantType: z
    .union([z.literal(''), ApplicantTypeSchema])
    .refine(Boolean, 'creatorApply.errors.typeRequired'),
  contentFormats: z.array(ContentFormatSchema).min(1, 'creatorApply.errors.formatRequired'),
  bio: z
    .string()
    .trim()
    .min(CREATOR_BIO_MIN, 'creatorApply.errors.bioShort')
    .max(CREATOR_BIO_MAX, 'creatorApply.errors.bioLong'),
  portfolioLinks: z
    .string()
    .refine((text) => parseLinks(text).length <= MAX_PORTFOLIO_LINKS, 'creatorApply.errors.tooManyLinks')
    .refine((text) => parseLinks(text).every(isWebLink), 'creatorApply.errors.linkInvalid'),
  sampleLink: z.string().trim().refine(isWebLink, 'creatorApply.errors.linkInvalid'),
  country: z
    .string()
    .trim()
    .refine((code) => isCountryCode(code.toUpperCase()), 'creatorApply.errors.countryInvalid'),
  agreement: z.boolean().refine(Boolean, 'creatorApply.errors.agreementRequired'),
});

/** What the form holds. */
export type ApplyFormValues = z.infer<typeof applyFormSchema>;

/** An empty form, or the member's application to edit. */
export function applyFormDefaults(application: CreatorApplication | null): ApplyFormValues {
  return {
    applicantType: application?.applicantType ?? '',
    contentFormats: application?.contentFormats ?? [],
    bio: application?.bio ?? '',
    portfolioLinks: application?.portfolioLinks.join('\n') ?? '',
    sampleLink: application?.sampleLink ?? '',
    country: application?.country ?? '',
    agreement: false,
  };
}

/** The request body from valid form values. */
export function applyFormToBody(values: ApplyFormValues): CreatorApplicationBody {
  return {
    applicantType: values.applicantType || 'OTHER',
    contentFormats: values.contentFormats,
    bio: values.bio.trim(),
    portfolioLinks: parseLinks(values.portfolioLinks),
    sampleLink: values.sampleLink.trim(),
    country: values.country.trim().toUpperCase(),
    agreementAccepted: true,
  };
}
