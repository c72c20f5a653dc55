import { describe, expect, it } from 'vitest';
import { utcDay } from './points-bonus.service.js';
import { capWindows, earningsWindowAt } from './points-calculation.js';

const iso = (at: Date) => at.toISOString().slice(0, 10);

/** Instants every 5 h 59 min over three weeks, and the last and first millisecond of a Sunday and a Monday. */
function sampleInstants(): Date[] {
  const start = Date.UTC(2026, 10, 20, 0, 0, 0);
  const instants = Array.from({ length: 90 }, (_, index) => new Date(start + index * 359 * 60_000));
  const sundayEnd = Date.UTC(2026, 10, 29, 23, 59, 59, 999);
  return [...instants, new Date(sundayEnd), new Date(sundayEnd + 1), new Date(Date.UTC(2028, 1, 29, 12))];
}

describe('earnings windows and UTC days (decision 094: each day formatted once)', () => {
  it('names the UTC day and the Monday of its ISO week as the day and week windows', () => {
    for (const at of sampleInstants()) {
      const { dayStart, weekStart } = capWindows(at);
      expect(earningsWindowAt(at)).toEqual({ day: iso(dayStart), week: iso(weekStart) });
    }
    expect(earningsWindowAt(new Date('2026-11-29T23:59:59.999Z'))).toEqual({
      day: '2026-11-29',
      week: '2026-11-23',
    });
    expect(earningsWindowAt(new Date('2026-11-30T00:00:00.000Z'))).toEqual({
      day: '2026-11-30',
      week: '2026-11-30',
    });
  });

  it('counts days before and after an instant across month, year and leap-day boundaries', () => {
    for (const at of sampleInstants()) {
      for (const offset of [-400, -2, -1, 0, 1, 35]) {
        expect(utcDay(at, offset)).toBe(iso(new Date(at.getTime() + offset * 86_400_000)));
      }
    }
    expect(utcDay(new Date('2028-03-01T05:00:00Z'), -1)).toBe('2028-02-29');
    expect(utcDay(new Date('2027-01-01T00:00:00Z'), -1)).toBe('2026-12-31');
  });
});
