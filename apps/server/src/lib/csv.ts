// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: always quoted (commas, quotes and line breaks stay inside it), and text that a
 * spreadsheet would run as a formula gets a leading apostrophe so it shows as text.
 */
export function formatCsvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
