/**
 * A cron pattern of the kinds our schedules use, read into parts a sentence can be made of; anything
 * else is `custom` and shown as written.
 */
export type CronSchedule =
  | { kind: 'everyMinutes'; every: number }
  | { kind: 'hourly'; minute: number }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'weekly'; weekday: number; hour: number; minute: number }
  | { kind: 'monthly'; day: number; hour: number; minute: number }
  | { kind: 'custom'; cron: string };

function numberIn(field: string | undefined, min: number, max: number): number | null {
  if (field === undefined || !/^\d{1,2}$/.test(field)) return null;
  const value = Number(field);
  return value >= min && value <= max ? value : null;
}

function stepOf(field: string | undefined): number | null {
  if (field === '*') return 1;
  const match = /^\*\/(\d{1,2})$/.exec(field ?? '');
  return match ? numberIn(match[1], 1, 59) : null;
}

/** Reads a five-field cron (minute hour day-of-month month day-of-week, UTC) into a schedule. */
export function readCron(cron: string): CronSchedule {
  const fields = cron.trim().split(/\s+/);
  const custom: CronSchedule = { kind: 'custom', cron };
  if (fields.length !== 5) return custom;
  const [minuteField, hourField, dayField, monthField, weekdayField] = fields;
  if (monthField !== '*') return custom;
  const every = stepOf(minuteField);
  const rest = [hourField, dayField, weekdayField].join(' ');
  if (every !== null) return rest === '* * *' ? { kind: 'everyMinutes', every } : custom;
  const minute = numberIn(minuteField, 0, 59);
  if (minute === null) return custom;
  if (rest === '* * *') return { kind: 'hourly', minute };
  const hour = numberIn(hourField, 0, 23);
  if (hour === null) return custom;
  const day = numberIn(dayField, 1, 31);
  const weekday = numberIn(weekdayField === '7' ? '0' : weekdayField, 0, 6);
  if (dayField === '*' && weekdayField === '*') return { kind: 'daily', hour, minute };
  if (dayField === '*' && weekday !== null) return { kind: 'weekly', weekday, hour, minute };
  if (day !== null && weekdayField === '*') return { kind: 'monthly', day, hour, minute };
  return custom;
}

/** The words and values a schedule is said with, in the reader's locale. */
export interface CronWords {
  key: 'everyMinute' | 'everyMinutes' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'custom';
  values: Record<string, string | number>;
}

// 2026-11-01 was a Sunday: day n of that week is weekday n in cron's numbering.
const SUNDAY = Date.UTC(2026, 10, 1);

function timeOf(locale: string, hour: number, minute: number): string {
  const at = new Date(Date.UTC(2026, 0, 1, hour, minute));
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** The translation key and its values for a cron pattern, numbers and times formatted for `locale`. */
export function describeCron(cron: string, locale: string): CronWords {
  const schedule = readCron(cron);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  switch (schedule.kind) {
    case 'everyMinutes':
      return schedule.every === 1
        ? { key: 'everyMinute', values: {} }
        : { key: 'everyMinutes', values: { count: schedule.every } };
    case 'hourly':
      return { key: 'hourly', values: { count: schedule.minute, minute: number(schedule.minute) } };
    case 'daily':
      return { key: 'daily', values: { time: timeOf(locale, schedule.hour, schedule.minute) } };
    case 'weekly': {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(SUNDAY + schedule.weekday * 86_400_000),
      );
      return { key: 'weekly', values: { weekday, time: timeOf(locale, schedule.hour, schedule.minute) } };
    }
    case 'monthly':
      return {
        key: 'monthly',
        values: { day: number(schedule.day), time: timeOf(locale, schedule.hour, schedule.minute) },
      };
    case 'custom':
      return { key: 'custom', values: {} };
  }
}
