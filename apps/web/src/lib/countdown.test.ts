import { describe, expect, it } from 'vitest';
import { getTimeRemaining, NO_TIME_REMAINING, parseCountdownEnd } from './countdown';

const NOW = Date.parse('2025-09-01T08:30:15Z');

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = parseCountdownEnd('2025-09-02T10:00:00Z');
    expect(getTimeRemaining(end, NOW)).toEqual({ days: 1, hours: 1, minutes: 29, seconds: 45 });
  });

  it('accepts ISO 8601 with an offset and plain dates', () => {
    expect(parseCountdownEnd('2025-09-02T12:00:00+02:00')).toBe(Date.parse('2025-09-02T10:00:00Z'));
    expect(parseCountdownEnd('2025-09-02')).toBe(Date.parse('2025-09-02T00:00:00Z'));
    expect(parseCountdownEnd('2024-02-29T23:59:59.5Z')).toBe(Date.parse('2024-02-29T23:59:59.500Z'));
  });

  it('gives zeros once the end has passed', () => {
    expect(getTimeRemaining(parseCountdownEnd('2025-09-01T08:30:15Z'), NOW)).toEqual(NO_TIME_REMAINING);
    expect(getTimeRemaining(parseCountdownEnd('2020-01-01T00:00:00Z'), NOW)).toEqual(NO_TIME_REMAINING);
  });

  it.each([
    '',
    'soon',
    'September 2, 2025',
    '2025-09-02T10:00:00',
    '2025-13-40T10:00:00Z',
    '2025-02-29',
    '2025-09-02T10:00Z',
    null,
  ])('gives zeros for an end date that is not ISO 8601: %s', (value) => {
    expect(parseCountdownEnd(value)).toBeNull();
    expect(getTimeRemaining(parseCountdownEnd(value), NOW)).toEqual(NO_TIME_REMAINING);
  });
});
