import { describe, expect, it } from 'vitest';
import { DAY_MS, utcDayAt } from './utc-days.js';

describe('utcDayAt', () => {
  const lastMinuteOfFebruary = Date.UTC(2028, 1, 29, 23, 59);

  it('names the UTC day of an instant, whatever its time of day', () => {
    expect(utcDayAt(0, lastMinuteOfFebruary)).toBe('2028-02-29');
    expect(utcDayAt(0, new Date(Date.UTC(2028, 2, 1, 0, 0)))).toBe('2028-03-01');
  });

  it('counts whole days across month and year ends', () => {
    expect(utcDayAt(1, lastMinuteOfFebruary)).toBe('2028-03-01');
    expect(utcDayAt(-60, lastMinuteOfFebruary)).toBe('2027-12-31');
    expect(utcDayAt(-1, lastMinuteOfFebruary + DAY_MS)).toBe('2028-02-29');
  });
});
