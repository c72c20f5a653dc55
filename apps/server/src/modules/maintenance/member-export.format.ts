import { MEMBER_EXPORT_COLUMNS, type MemberExportFormat } from '@streamit/contract';
import type { MemberExportRow } from './member-export.repository.js';

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

/** The first line of a CSV export. */
export function formatCsvHeader(): string {
  return `${MEMBER_EXPORT_COLUMNS.join(',')}\r\n`;
}

/** One member as a line of the chosen format. */
export function formatMemberLine(row: MemberExportRow, format: MemberExportFormat): string {
  if (format === 'jsonl') {
    const ordered = Object.fromEntries(MEMBER_EXPORT_COLUMNS.map((column) => [column, row[column]]));
    return `${JSON.stringify(ordered)}\n`;
  }
  return `${MEMBER_EXPORT_COLUMNS.map((column) => formatCsvCell(row[column])).join(',')}\r\n`;
}

/** A batch of members as one chunk of text. */
export function formatMemberBatch(rows: readonly MemberExportRow[], format: MemberExportFormat): string {
  let chunk = '';
  for (const row of rows) chunk += formatMemberLine(row, format);
  return chunk;
}

/** Content type and file name of a download. */
export function describeExportFile(format: MemberExportFormat, name: string) {
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv` }
    : { contentType: 'application/x-ndjson; charset=utf-8', fileName: `${name}.jsonl` };
}
