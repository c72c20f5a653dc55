import { getTextDirection } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';

// Dates and numbers in the reader's language, through one set of helpers (issue 26): never the browser's default
// locale (toLocaleString() without a language wrote US dates on Arabic pages). Formatters are built once per
// language and style: building one loads the locale's data.

type DateStyle = 'date' | 'dateTime' | 'longDate';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, DATE_OPTIONS[style]);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A formatted date that reads right to left wherever it stands, for right-to-left languages. Arabic writes
 * 22‏/11‏/2026 with right-to-left marks after the day and month; alone in a box laid out left to right (a
 * table cell, a chart axis label) the day then jumped to the far end ("222026/11/"). A leading mark anchors it.
 */
export function anchorDate(text: string, language: string): string {
  return getTextDirection(language) === 'rtl' ? `\u200f${text}` : text;
}

/** A day in the reader's language ("28 Nov 2026", "٢٨‏/١١‏/٢٠٢٦" style per locale). */
export function formatDate(value: string | Date, language: string, style: DateStyle = 'date'): string {
  return dateFormat(language, style).format(new Date(value));
}

/** A moment (day and time) in the reader's language. */
export function formatDateTime(value: string | Date, language: string): string {
  return formatDate(value, language, 'dateTime');
}

/** A whole or decimal number with the reader's grouping and digits. */
export function formatNumber(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** The helpers bound to the active language; components re-render when it changes. */
export function useLocaleFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (value: string | Date) => formatDate(value, language),
    dateTime: (value: string | Date) => formatDateTime(value, language),
    number: (value: number) => formatNumber(value, language),
  };
}
