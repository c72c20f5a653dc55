const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

function formatWholeBytes(bytes: number, locale: string): string {
  // The short English unit is "byte" ("0 byte"); the narrow one is the symbol people read ("0 B").
  const parts = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'byte',
    unitDisplay: 'narrow',
  }).formatToParts(bytes);
  const number = parts
    .filter((part) => part.type !== 'unit' && part.type !== 'literal')
    .map((part) => part.value);
  const unit = parts.find((part) => part.type === 'unit')?.value ?? 'B';
  return `${number.join('')} ${unit}`;
}

/**
 * A byte count as people read it, in the largest fitting decimal unit (as file managers show it):
 * "0 B", "512 B", "124 kB", "4.2 MB". The one formatter for sizes anywhere in the web app.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, Math.round(bytes));
  if (value < 1000) return formatWholeBytes(value, locale);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
