import {
  CREATOR_DISPLAY_NAME_MAX,
  CREATOR_PROFILE_BIO_MAX,
  isHandleShaped,
  isReservedHandle,
  isWebLink,
  MAX_CREATOR_PROFILE_CATEGORIES,
  MAX_CREATOR_PROFILE_LINKS,
  type CreatorProfile,
  type CreatorProfileBody,
  type CreatorProfileSuggestion,
} from '@streamit/contract';
import { z } from 'zod';

/** Splits the links box (one link a line) into trimmed links. */
export function parseProfileLinks(text: string): string[] {
  return text
    .split(/\s+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

/** The profile form's schema; messages are i18n keys of the creators catalogue. */
export const profileFormSchema = z.object({
  handle: z
    .string()
    .trim()
    .refine(isHandleShaped, 'creators.profile.errors.handle')
    .refine((handle) => !isReservedHandle(handle), 'creators.profile.errors.handleReserved'),
  displayName: z
    .string()
    .trim()
    .min(1, 'creators.profile.errors.displayName')
    .max(CREATOR_DISPLAY_NAME_MAX, 'creators.profile.errors.displayName'),
  bio: z.string().trim().max(CREATOR_PROFILE_BIO_MAX, 'creators.profile.errors.bioLong'),
  links: z.string().refine((text) => {
    const links = parseProfileLinks(text);
    return links.length <= MAX_CREATOR_PROFILE_LINKS && links.every(isWebLink);
  }, 'creators.profile.errors.links'),
  categories: z.array(z.string()).max(MAX_CREATOR_PROFILE_CATEGORIES, 'creators.profile.errors.categories'),
});

/** What the form holds. */
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The saved profile in the form, or the server's suggestion (the member's name and a free handle). */
export function profileFormDefaults(
  profile: CreatorProfile | null,
  suggestion: CreatorProfileSuggestion | null = null,
): ProfileFormValues {
  return {
    handle: profile?.handle ?? suggestion?.handle ?? '',
    displayName: profile?.displayName ?? suggestion?.displayName ?? '',
    bio: profile?.bio ?? '',
    links: profile?.links.join('\n') ?? '',
    categories: profile?.categories.map((category) => category.slug) ?? [],
  };
}

/** The form as the PUT body. */
export function profileFormToBody(values: ProfileFormValues): CreatorProfileBody {
  return { ...values, links: parseProfileLinks(values.links) };
}
