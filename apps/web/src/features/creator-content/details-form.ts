import {
  ActivityVisibilitySchema,
  LicenceSchema,
  type CreatorActivity,
  type UpdateActivityBody,
} from '@streamit/contract';
import { z } from 'zod';

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** Splits the comma-separated tags field into distinct trimmed tags. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

function isFutureLocalDate(value: string, now: number): boolean {
  const at = new Date(value).getTime();
  return Number.isFinite(at) && at > now;
}

/** The details form's schema; messages are i18n keys of the creator catalogue. */
export function detailsFormSchema(now: () => number = Date.now) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, 'creator.details.errors.titleRequired')
      .max(200, 'creator.details.errors.titleTooLong'),
    description: z.string().max(5000, 'creator.details.errors.descriptionTooLong'),
    categoryId: z.union([z.literal(''), z.uuid('creator.details.errors.categoryInvalid')]),
    tags: z
      .string()
      .refine((text) => parseTags(text).length <= MAX_TAGS, 'creator.details.errors.tooManyTags')
      .refine(
        (text) => parseTags(text).every((tag) => tag.length <= MAX_TAG_LENGTH),
        'creator.details.errors.tagTooLong',
      ),
    licence: LicenceSchema,
    visibility: ActivityVisibilitySchema,
    publishAt: z
      .string()
      .refine(
        (value) => value === '' || isFutureLocalDate(value, now()),
        'creator.details.errors.publishAtPast',
      ),
  });
}

/** What the details form holds (all text, as the inputs give it). */
export type DetailsFormValues = z.infer<ReturnType<typeof detailsFormSchema>>;

/** An empty form for a new video. */
export const EMPTY_DETAILS: DetailsFormValues = {
  title: '',
  description: '',
  categoryId: '',
  tags: '',
  licence: 'ALL_RIGHTS_RESERVED',
  visibility: 'PUBLIC',
  publishAt: '',
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form filled from an existing video, for editing. */
export function detailsFromActivity(activity: CreatorActivity): DetailsFormValues {
  return {
    title: activity.title,
    description: activity.description,
    categoryId: activity.categoryId ?? '',
    tags: activity.tags.join(', '),
    licence: activity.licence,
    visibility: activity.visibility,
    publishAt: toLocalInput(activity.publishAt),
  };
}

/** The API body for the form's values (create and update take the same fields). */
export function detailsToBody(values: DetailsFormValues): Required<UpdateActivityBody> {
  return {
    title: values.title.trim(),
    description: values.description,
    categoryId: values.categoryId || null,
    tags: parseTags(values.tags),
    licence: values.licence,
    visibility: values.visibility,
    publishAt: values.publishAt ? new Date(values.publishAt).toISOString() : null,
  };
}
