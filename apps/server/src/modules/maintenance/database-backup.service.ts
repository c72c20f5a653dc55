import { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  BACKUP_SCHEMA,
  copyTarget,
  countLines,
  createDigest,
  listBackupTables,
  listSequences,
  quoteIdent,
  readSchemaVersion,
  streamTableOut,
  type BackupTable,
} from './database-catalog.js';
import { poolOf } from './member-export.repository.js';

/** First line of every backup; a restore refuses anything else. */
export const BACKUP_SIGNATURE = '-- StreamIt database backup';
/** Version of the file layout below (not of the schema, which the `migration` line names). */
export const BACKUP_FORMAT = 'streamit-backup 1';

/**
 * The layout, valid psql input for a database migrated to the same version:
 * header comments, SET lines, BEGIN, TRUNCATE of every table, then per table a COPY block closed by
 * `\.` and a `-- end table: <name> rows: <n> sha256: <hex>` line, then setval per sequence, COMMIT and
 * `-- end of backup: tables <n> rows <n>` (a missing last line means a cut-off file).
 */
function headerLines(schemaVersion: string, tables: readonly BackupTable[]): string {
  const names = tables.map((table) => `${BACKUP_SCHEMA}.${quoteIdent(table.name)}`).join(', ');
  return [
    BACKUP_SIGNATURE,
    `-- format: ${BACKUP_FORMAT}`,
    `-- created: ${new Date().toISOString()}`,
    `-- migration: ${schemaVersion}`,
    `-- Load with psql into a database migrated to this version, or through /admin/maintenance/restore.`,
    `SET client_encoding = 'UTF8';`,
    'SET standard_conforming_strings = on;',
    'SET session_replication_role = replica;',
    'BEGIN;',
    `TRUNCATE TABLE ${names};`,
    '',
  ].join('\n');
}

/** One table's COPY block with its closing digest line. */
async function* tableBlock(client: Parameters<typeof streamTableOut>[0], table: BackupTable) {
  yield `COPY ${copyTarget(table)} FROM stdin;\n`;
  const digest = createDigest();
  for await (const chunk of streamTableOut(client, table)) {
    digest.update(chunk, countLines(chunk));
    yield chunk;
  }
  const { rows, sha256 } = digest.finish();
  yield `\\.\n-- end table: ${table.name} rows: ${String(rows)} sha256: ${sha256}\n`;
  return rows;
}

/** The whole backup from one REPEATABLE READ snapshot, chunk by chunk as the client reads it. */
export async function* generateBackup(
  deps: AppDeps,
  onDone: (tables: number, rows: number) => Promise<void>,
) {
  const client = await poolOf(deps).connect();
  let failed = true;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await listBackupTables(client);
    yield headerLines(await readSchemaVersion(client), tables);
    let rows = 0;
    for (const table of tables) rows += yield* tableBlock(client, table);
    for (const sequence of await listSequences(client)) {
      const name = `${BACKUP_SCHEMA}.${quoteIdent(sequence.name)}`;
      const [value, called] = sequence.last_value === null ? ['1', 'false'] : [sequence.last_value, 'true'];
      yield `SELECT pg_catalog.setval('${name}', ${value}, ${called});\n`;
    }
    yield `COMMIT;\n-- end of backup: tables ${String(tables.length)} rows ${String(rows)}\n`;
    failed = false;
    await client.query('COMMIT');
    await onDone(tables.length, rows);
  } finally {
    if (failed) await client.query('ROLLBACK').catch(() => undefined);
    client.release(failed);
  }
}

/**
 * GET /admin/maintenance/backup: a plain-SQL backup (decision 036) streamed as it is read, audited with
 * its table and row counts once complete.
 */
export function streamDatabaseBackup(deps: AppDeps, actor: { adminId: string; ip: string }): Readable {
  const audit = (tables: number, rows: number) =>
    recordAuditEvent(deps.db, {
      actorAdminId: actor.adminId,
      action: 'maintenance.backup_downloaded',
      targetType: 'database',
      ip: actor.ip,
      details: { tables, rows },
    });
  return Readable.from(generateBackup(deps, audit), { objectMode: false });
}
