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
