import { z } from 'zod';

/** Whole days, hours, minutes and seconds left until a moment. */
export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Nothing left: shown once the end has passed or when the end date is invalid (spec §4, §5). */
export const NO_TIME_REMAINING: TimeRemaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };

// Spec §5: ISO 8601 only. A date-time needs an explicit offset or Z so every visitor counts to one moment.
const IsoDateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** The end moment in epoch milliseconds, or null when the value is not an ISO 8601 date or date-time. */
export function parseCountdownEnd(value: string | null | undefined): number | null {
  if (!IsoDateTimeSchema.safeParse(value).success) return null;
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? null : time;
}

/** The time left from `nowMs` to `endMs`; zeros once it has passed or when there is no valid end. */
export function getTimeRemaining(endMs: number | null, nowMs: number): TimeRemaining {
  if (endMs === null || endMs <= nowMs) return NO_TIME_REMAINING;
  const totalSeconds = Math.floor((endMs - nowMs) / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
