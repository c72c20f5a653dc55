const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A byte count in the largest fitting unit (decimal, as file managers show it), e.g. "4.2 MB". */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

function unitPart(locale: string, unit: 'hour' | 'minute' | 'second', value: number): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** A remaining time rounded up to what matters: "45 sec", "3 min 5 sec", "1 hr 20 min". */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${unitPart(locale, 'hour', hours)} ${unitPart(locale, 'minute', minutes)}`;
  if (minutes > 0) return `${unitPart(locale, 'minute', minutes)} ${unitPart(locale, 'second', rest)}`;
  return unitPart(locale, 'second', rest);
}
