import { MEMBER_EXPORT_COLUMNS, type MemberExportFormat } from '@streamit/contract';
import { formatCsvCell } from '../../lib/csv.js';
import type { MemberExportRow } from './member-export.repository.js';

export { formatCsvCell };

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
