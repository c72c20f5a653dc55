import { Readable } from 'node:stream';
import type { AuditLogExportQuery } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { formatCsvCell } from '../../lib/csv.js';
import { listAuditRowsBefore } from './audit.repository.js';
import { recordAuditEvent } from './audit.service.js';

/** Rows read per round trip: keyset pages keep memory flat however long the log is. */
const BATCH_ROWS = 1000;
const COLUMNS = [
  'id',
  'at',
  'actorAdminId',
  'actorEmail',
  'action',
  'targetType',
  'targetId',
  'ip',
  'details',
];

type AuditRow = Awaited<ReturnType<typeof listAuditRowsBefore>>[number];

function cellsOf(row: AuditRow): (string | number | null)[] {
  return [
    row.id,
    row.at.toISOString(),
    row.actorAdminId,
    row.actorEmail,
    row.action,
    row.targetType,
    row.targetId,
    row.ip,
    JSON.stringify(row.details),
  ];
}

function formatRow(row: AuditRow, format: AuditLogExportQuery['format']): string {
  if (format === 'jsonl') return `${JSON.stringify({ ...row, at: row.at.toISOString() })}\n`;
  return `${cellsOf(row).map(formatCsvCell).join(',')}\r\n`;
}

async function* generateRows(db: Executor, query: AuditLogExportQuery, onRows: (count: number) => void) {
  const { format, ...filter } = query;
  if (format === 'csv') yield `${COLUMNS.join(',')}\r\n`;
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const rows = await listAuditRowsBefore(db, filter, after, BATCH_ROWS);
    if (rows.length === 0) return;
    onRows(rows.length);
    yield rows.map((row) => formatRow(row, format)).join('');
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH_ROWS) return;
    after = { at: last.at, id: last.id };
  }
}

/** A staff download: what it exports, to record when it ends (the rows written, and whether it finished). */
export interface AuditedExport {
  db: Executor;
  actor: { adminId: string; ip: string };
  action: string;
  targetType: string;
  details: Record<string, unknown>;
}

/**
 * Streams the text an export generates (it reports each batch's row count) and audits the export when the
 * stream ends, finished or not: shared by every streamed staff export.
 */
export function streamAuditedExport(
  generate: (onRows: (count: number) => void) => AsyncGenerator<string>,
  audit: AuditedExport,
): Readable {
  let rows = 0;
  let completed = false;
  async function* audited() {
    try {
      yield* generate((count) => void (rows += count));
      completed = true;
    } finally {
      await recordAuditEvent(audit.db, {
        actorAdminId: audit.actor.adminId,
        action: audit.action,
        targetType: audit.targetType,
        ip: audit.actor.ip,
        details: { ...audit.details, rows, completed },
      });
    }
  }
  return Readable.from(audited(), { objectMode: false });
}

/**
 * GET /admin/system/logs/audit/export: the filtered audit log, newest first, streamed in keyset batches
 * (CSV cells safe from formula injection, or JSON lines); the export is itself audited when it ends.
 */
export function streamAuditExport(
  db: Executor,
  actor: { adminId: string; ip: string },
  query: AuditLogExportQuery,
): Readable {
  return streamAuditedExport((onRows) => generateRows(db, query, onRows), {
    db,
    actor,
    action: 'audit_log.exported',
    targetType: 'admin_audit_log',
    details: query,
  });
}
