import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEATURED_FORM,
  isoToLocalInput,
  localInputToIso,
  toFeaturedInput,
  validateFeaturedForm,
} from './featured-form-values';

const ACTIVITY = { id: '3c9e2f5a-8f43-4c55-9a2e-1f6b0c7d8e91', title: 'Monet at dusk' };

describe('featured form', () => {
  it('needs an activity and a headline', () => {
    expect(validateFeaturedForm(EMPTY_FEATURED_FORM)).toEqual({
      activity: 'moderation.featured.errors.activity',
      headline: 'moderation.featured.errors.headline',
    });
  });

  it('refuses an end before the start, and a plain http hero image', () => {
    const errors = validateFeaturedForm({
      activity: ACTIVITY,
      headline: 'Spring',
      heroImage: 'http://example.com/a.jpg',
      startsAt: '2026-12-02T10:00',
      endsAt: '2026-12-01T10:00',
    });
    expect(errors).toEqual({
      heroImage: 'moderation.featured.errors.heroHttps',
      endsAt: 'moderation.featured.errors.endBeforeStart',
    });
  });

  it('turns local times into ISO instants and back', () => {
    const iso = localInputToIso('2026-12-01T09:30');
    expect(iso).toBe(new Date('2026-12-01T09:30').toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-12-01T09:30');
    expect(localInputToIso('')).toBeNull();
  });

  it('builds the request body with blanks as null', () => {
    const body = toFeaturedInput({ ...EMPTY_FEATURED_FORM, activity: ACTIVITY, headline: '  Spring  ' });
    expect(body).toEqual({
      activityId: ACTIVITY.id,
      headline: 'Spring',
      heroImage: null,
      startsAt: null,
      endsAt: null,
    });
  });
});
