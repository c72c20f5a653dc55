import { describe, expect, it } from 'vitest';
import { detailsFormSchema, detailsToBody, EMPTY_DETAILS, parseTags, toLocalInput } from './details-form';

const NOW = new Date('2026-11-21T12:00:00').getTime();
const schema = detailsFormSchema(() => NOW);

function firstError(values: Partial<typeof EMPTY_DETAILS>) {
  const result = schema.safeParse({ ...EMPTY_DETAILS, title: 'Sunrise', ...values });
  return result.success ? null : result.error.issues[0]?.message;
}

describe('wizard details validation', () => {
  it('accepts a title alone', () => {
    expect(firstError({})).toBeNull();
  });

  it('requires a title and limits its length', () => {
    expect(firstError({ title: '   ' })).toBe('creator.details.errors.titleRequired');
    expect(firstError({ title: 'x'.repeat(201) })).toBe('creator.details.errors.titleTooLong');
  });

  it('limits tags to 20 of at most 40 characters', () => {
    const many = Array.from({ length: 21 }, (_, index) => `tag${index}`).join(',');
    expect(firstError({ tags: many })).toBe('creator.details.errors.tooManyTags');
    expect(firstError({ tags: `ok, ${'x'.repeat(41)}` })).toBe('creator.details.errors.tagTooLong');
  });

  it('accepts only a future publish date', () => {
    expect(firstError({ publishAt: '2026-11-20T12:00' })).toBe('creator.details.errors.publishAtPast');
    expect(firstError({ publishAt: '2026-11-22T09:30' })).toBeNull();
  });

  it('refuses a category that is not an id', () => {
    expect(firstError({ categoryId: 'music' })).toBe('creator.details.errors.categoryInvalid');
  });
});

describe('wizard details to the API body', () => {
  it('splits tags on Latin and Arabic commas, trimmed and without duplicates', () => {
    expect(parseTags(' art, nature،art ,, دبي ')).toEqual(['art', 'nature', 'دبي']);
  });

  it('sends null for no category and no schedule, and an ISO instant for a schedule', () => {
    const body = detailsToBody({ ...EMPTY_DETAILS, title: '  Sunrise ', tags: 'a, b' });
    expect(body).toMatchObject({ title: 'Sunrise', categoryId: null, publishAt: null, tags: ['a', 'b'] });
    const scheduled = detailsToBody({ ...EMPTY_DETAILS, title: 'x', publishAt: '2026-11-22T09:30' });
    expect(scheduled.publishAt).toBe(new Date('2026-11-22T09:30').toISOString());
    expect(toLocalInput(scheduled.publishAt)).toBe('2026-11-22T09:30');
  });
});
