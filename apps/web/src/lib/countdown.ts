/** Whole days, hours, minutes and seconds left until a moment. */
export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Nothing left: shown once the end has passed or when the end date is invalid (spec §4, §5). */
export const NO_TIME_REMAINING: TimeRemaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };

// Spec §5: ISO 8601 only. A date-time needs seconds and an explicit offset or Z so every visitor counts to one
// moment. Checked by hand, not with zod: the countdown is on the home page.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

// A real calendar day: 2025-02-29 or 2025-13-40 match the pattern but are not dates.
function isCalendarDate(value: string): boolean {
  const [, year = '', month = '', day = ''] = ISO_DATE.exec(value) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

function isIsoDateOrDateTime(value: string): boolean {
  const datePart = ISO_DATE_TIME.exec(value)?.[1] ?? (ISO_DATE.test(value) ? value : null);
  return datePart !== null && isCalendarDate(datePart);
}

/** The end moment in epoch milliseconds, or null when the value is not an ISO 8601 date or date-time. */
export function parseCountdownEnd(value: string | null | undefined): number | null {
  if (!value || !isIsoDateOrDateTime(value)) return null;
  const time = Date.parse(value);
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
