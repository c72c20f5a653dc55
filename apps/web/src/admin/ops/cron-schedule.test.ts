import { describe, expect, it } from 'vitest';
import { describeCron, readCron } from './cron-schedule';

describe('readCron', () => {
  it('reads the patterns our task schedules use', () => {
    expect(readCron('7 * * * *')).toEqual({ kind: 'hourly', minute: 7 });
    expect(readCron('41 3 * * *')).toEqual({ kind: 'daily', hour: 3, minute: 41 });
    expect(readCron('*/5 * * * *')).toEqual({ kind: 'everyMinutes', every: 5 });
    expect(readCron('* * * * *')).toEqual({ kind: 'everyMinutes', every: 1 });
    expect(readCron('0 9 * * 1')).toEqual({ kind: 'weekly', weekday: 1, hour: 9, minute: 0 });
    expect(readCron('30 2 1 * *')).toEqual({ kind: 'monthly', day: 1, hour: 2, minute: 30 });
  });

  it('calls anything else custom rather than guessing', () => {
    for (const cron of ['0 9 * 6 *', '0 9-17 * * *', '5,35 * * * *', '61 * * * *', '0 9 1 * 1', 'nonsense']) {
      expect(readCron(cron)).toEqual({ kind: 'custom', cron });
    }
  });
});

describe('describeCron', () => {
  it("says times and weekdays in the reader's language", () => {
    expect(describeCron('41 3 * * *', 'en')).toEqual({ key: 'daily', values: { time: '03:41 AM' } });
    expect(describeCron('0 9 * * 1', 'en').values.weekday).toBe('Monday');
    expect(describeCron('0 9 * * 1', 'ar').values.weekday).toBe('الاثنين');
    const seven = new Intl.NumberFormat('ar').format(7);
    expect(describeCron('7 * * * *', 'ar')).toEqual({ key: 'hourly', values: { count: 7, minute: seven } });
    expect(describeCron('*/15 * * * *', 'en')).toEqual({ key: 'everyMinutes', values: { count: 15 } });
    expect(describeCron('0 9-17 * * *', 'en')).toEqual({ key: 'custom', values: {} });
  });
});
