/** One value of a chart: its label on the x axis and in the table. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** Bars of counts per day, or the retention line of shares from 0 to 1. */
export type ChartKind = 'bars' | 'share-line';

/** One point per day of a rollup series, labelled with the day in the page's language. */
export function toDayPoints<T extends { day: string }>(
  rows: readonly T[],
  formatDay: (day: string) => string,
  value: (row: T) => number,
): ChartPoint[] {
  return rows.map((row) => ({ label: formatDay(row.day), value: value(row) }));
}
