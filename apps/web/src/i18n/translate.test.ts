import { describe, expect, it } from 'vitest';
import { createTranslate, interpolate } from './translate';

const ARABIC_DAYS = {
  days_zero: 'لا أيام',
  days_one: 'يوم واحد',
  days_two: 'يومان',
  days_few: '{{count}} أيام',
  days_many: '{{count}} يومًا',
  days_other: '{{count}} يوم',
};

describe('createTranslate', () => {
  const english = createTranslate(
    {
      nav: { home: 'Home', greeting: 'Hello {{name}}, page {{page}}' },
      files_one: 'One file',
      files_other: '{{count}} files',
      empty_zero: 'Nothing yet',
      empty_other: '{{count}} items',
      faq: { items: [{ question: 'Why {{name}}?', answer: 'Because.' }] },
    },
    'en',
  );

  it('reads dotted keys and interpolates every placeholder', () => {
    expect(english('nav.home')).toBe('Home');
    expect(english('nav.greeting', { name: 'Rana', page: 2 })).toBe('Hello Rana, page 2');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(english('nav.greeting', { name: 'Rana' })).toBe('Hello Rana, page {{page}}');
  });

  it("picks English's plural form from count and interpolates the count", () => {
    expect(english('files', { count: 1 })).toBe('One file');
    expect(english('files', { count: 3 })).toBe('3 files');
    // No _zero form: 0 takes the language's own category (other in English).
    expect(english('files', { count: 0 })).toBe('0 files');
    expect(english('empty', { count: 0 })).toBe('Nothing yet');
  });

  it('uses all six Arabic plural forms', () => {
    const arabic = createTranslate({ countdown: ARABIC_DAYS }, 'ar');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => arabic('countdown.days', { count }));
    expect(forms).toEqual(['لا أيام', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']);
  });

  it('returns lists and sections whole only when asked, interpolated', () => {
    expect(english('faq.items', { returnObjects: true, name: 'art' })).toEqual([
      { question: 'Why art?', answer: 'Because.' },
    ]);
    expect(english('faq.items')).toBe('faq.items');
  });

  it('answers an unknown key with the key itself', () => {
    expect(english('nav.missing')).toBe('nav.missing');
    expect(english('nav.home.deeper')).toBe('nav.home.deeper');
  });
});

describe('interpolate', () => {
  it('accepts spaces inside the braces and ignores values it is not asked for', () => {
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: 'two', c: 3 })).toBe('1 and two');
  });
});
