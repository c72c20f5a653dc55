/** Milliseconds in a day of UTC time (JavaScript time has no leap seconds). */
export const DAY_MS = 86_400_000;

/** The UTC day `offsetDays` days from `now`, as `YYYY-MM-DD`: the key of the daily rollups. */
export function utcDayAt(offsetDays: number, now: number | Date = Date.now()): string {
  return new Date(Number(now) + offsetDays * DAY_MS).toISOString().slice(0, 10);
}
