import type { AnalyticsGranularity } from '@streamit/contract';
import type { AnalyticsRange } from './analytics.queries';

/** The range presets of the screen, in days (12 months is 365 days). */
export const RANGE_PRESETS = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 } as const;
export type RangePreset = keyof typeof RANGE_PRESETS | 'custom';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days up to today. */
export function presetRange(
  preset: keyof typeof RANGE_PRESETS,
  granularity: AnalyticsGranularity,
  now = Date.now(),
) {
  const to = isoDay(now);
  return {
    from: isoDay(now - (RANGE_PRESETS[preset] - 1) * DAY_MS),
    to,
    granularity,
  } satisfies AnalyticsRange;
}

/** Change from the previous period to this one, in %; null when the previous figure is zero. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** One CSV cell: quoted when it holds a comma, quote or line break; formulas neutralised. */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table as CSV text: the header row, then one line per row (exactly the cells shown). */
export function toCsv(heads: readonly string[], rows: readonly (string | number | null)[][]): string {
  return [heads, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file through a temporary link. */
export function saveCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
