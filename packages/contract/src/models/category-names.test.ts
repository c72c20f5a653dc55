import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, describeCategory, nameCategory } from './category-names.js';

describe('the platform categories in every product language', () => {
  it('names and describes every seeded category in English and Arabic', () => {
    for (const wording of Object.values(CATEGORY_NAMES)) {
      expect(wording.en.name).toMatch(/[A-Za-z]/);
      expect(wording.ar.name).toMatch(/[\u0600-\u06FF]/);
      expect(wording.ar.description).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("shows a known category in the reader's language and any other by its stored name", () => {
    expect(nameCategory({ slug: 'painting', name: 'Painting' }, 'ar')).toBe('الرسم');
    expect(nameCategory({ slug: 'painting', name: 'Painting' }, 'en')).toBe('Painting');
    expect(nameCategory({ slug: 'new-one', name: 'Calligraphy' }, 'ar')).toBe('Calligraphy');
    expect(nameCategory({ name: 'No slug' }, 'ar')).toBe('No slug');
    expect(describeCategory({ slug: 'music', description: 'x' }, 'ar')).toBe(
      'عروض وآلات وتقاليد من أنحاء العالم.',
    );
  });
});
