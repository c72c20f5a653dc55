/** Number and duration formats of the studio screens, in the page's language. */
export function studioFormats(language: string) {
  const number = new Intl.NumberFormat(language);
  const unit = (unit: string) =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return {
    number: (value: number) => number.format(value),
    percent: (share: number) => percent.format(share),
    /** Seconds as seconds, minutes or hours, whichever reads best. */
    duration: (seconds: number) => {
      if (seconds < 60) return unit('second').format(Math.round(seconds));
      if (seconds < 3600) return unit('minute').format(seconds / 60);
      return unit('hour').format(seconds / 3600);
    },
    /** A trend in percent with its sign; null when there was nothing to compare with. */
    trend: (change: number | null) =>
      change === null ? null : `${change > 0 ? '+' : ''}${number.format(change)}%`,
    day: (day: string) =>
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    moment: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}

export type StudioFormats = ReturnType<typeof studioFormats>;
