import { useTranslation } from '../../i18n/use-translation';
import { anchorDate } from '../../lib/format-locale';

/** Formats numbers and instants in the screen's language. */
export function useOpsFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
    dateTime: (iso: string) =>
      anchorDate(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
        locale,
      ),
    day: (isoDay: string) =>
      anchorDate(
        new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${isoDay}T00:00:00Z`),
        ),
        locale,
      ),
  };
}
