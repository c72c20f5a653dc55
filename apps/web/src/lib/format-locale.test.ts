import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format-locale';

const MOMENT = '2026-11-28T09:05:00.000Z';

describe('locale formatting helpers', () => {
  it('writes Arabic dates in the Arabic locale, never the US month/day/year format', () => {
    const arabic = formatDate(MOMENT, 'ar');
    expect(arabic).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(MOMENT)));
    expect(arabic).not.toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(MOMENT)),
    );
    expect(arabic).not.toMatch(/Nov|11\/28/);
  });

  it('writes English dates and moments in English', () => {
    expect(formatDate(MOMENT, 'en')).toMatch(/Nov/);
    expect(formatDateTime(MOMENT, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(MOMENT)),
    );
  });

  it("groups numbers by the reader's language", () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toBe(new Intl.NumberFormat('ar').format(12345));
  });
});
