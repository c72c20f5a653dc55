import type { AdminFeaturedItem, FeaturedItemInput } from '@streamit/contract';

/** The featured form as typed: dates are `datetime-local` values in the browser's time zone. */
export interface FeaturedFormValues {
  activity: { id: string; title: string } | null;
  headline: string;
  heroImage: string;
  startsAt: string;
  endsAt: string;
}

/** Fields that can be wrong, each with the catalogue key of its message. */
export type FeaturedFormErrors = Partial<Record<'activity' | 'headline' | 'heroImage' | 'endsAt', string>>;

/** A blank form for a new slot. */
export const EMPTY_FEATURED_FORM: FeaturedFormValues = {
  activity: null,
  headline: '',
  heroImage: '',
  startsAt: '',
  endsAt: '',
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (browser time zone) as an ISO instant; blank stays null. */
export function localInputToIso(local: string): string | null {
  if (!local) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The form filled from an existing slot, for editing. */
export function fromFeaturedItem(item: AdminFeaturedItem): FeaturedFormValues {
  return {
    activity: { id: item.activityId, title: item.activityTitle },
    headline: item.headline,
    heroImage: item.heroImage ?? '',
    startsAt: isoToLocalInput(item.startsAt),
    endsAt: isoToLocalInput(item.endsAt),
  };
}

function checkHeroImage(value: string): string | undefined {
  if (value.length > 500) return 'moderation.featured.errors.heroTooLong';
  if (value.includes('://') && !value.startsWith('https://')) return 'moderation.featured.errors.heroHttps';
  return undefined;
}

/** Checks the form as the server will: an activity, a headline, an https hero image, the end after the start. */
export function validateFeaturedForm(values: FeaturedFormValues): FeaturedFormErrors {
  const errors: FeaturedFormErrors = {};
  const headline = values.headline.trim();
  if (!values.activity) errors.activity = 'moderation.featured.errors.activity';
  if (!headline) errors.headline = 'moderation.featured.errors.headline';
  else if (headline.length > 200) errors.headline = 'moderation.featured.errors.headlineTooLong';
  const hero = checkHeroImage(values.heroImage.trim());
  if (hero) errors.heroImage = hero;
  const start = localInputToIso(values.startsAt);
  const end = localInputToIso(values.endsAt);
  if (start && end && Date.parse(end) <= Date.parse(start))
    errors.endsAt = 'moderation.featured.errors.endBeforeStart';
  return errors;
}

/** The request body for a checked form (the activity must be set). */
export function toFeaturedInput(values: FeaturedFormValues): FeaturedItemInput {
  const hero = values.heroImage.trim();
  return {
    activityId: values.activity?.id ?? '',
    headline: values.headline.trim(),
    heroImage: hero || null,
    startsAt: localInputToIso(values.startsAt),
    endsAt: localInputToIso(values.endsAt),
  };
}
