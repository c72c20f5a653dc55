import type { Readable } from 'node:stream';
import { RESTORE_CONFIRMATION_PHRASE, type RestoreResult } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { applyMigrations, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { loadBackup, type LoadedBackup } from './backup-loader.js';
import {
  BACKUP_SCHEMA,
  digestTable,
  listBackupTables,
  quoteIdent,
  readSchemaVersion,
} from './database-catalog.js';
import {
  createDatabase,
  dropDatabase,
  switchDatabase,
  withDatabase,
  withRestoreLock,
} from './database-switch.js';
import { poolOf } from './member-export.repository.js';
import { requireTotpReentry } from '../admin-auth/admin-step-up.service.js';
import { grantRuntimeRole, readRoleName } from '../../db/runtime-role.js';

/** A restore as the route hands it over: who, their typed phrase and code, and the file as a stream. */
export interface RestoreRequest {
  adminId: string;
  ip: string;
  phrase: string | undefined;
  totpCode: string | undefined;
  file: Readable;
}

/** Loads the file into the fresh database in one transaction, with triggers and foreign keys off. */
async function loadIntoFresh(
  handle: DatabaseHandle,
  file: Readable,
): Promise<LoadedBackup & { tables: number }> {
  const client = await handle.pool.connect();
  try {
    const tables = await listBackupTables(client);
    const version = await readSchemaVersion(client);
    await client.query('BEGIN');
    // The rows come from a consistent snapshot: checks between tables held there, triggers already ran.
    await client.query('SET LOCAL session_replication_role = replica');
    const names = tables.map((table) => `${BACKUP_SCHEMA}.${quoteIdent(table.name)}`).join(', ');
    await client.query(`TRUNCATE TABLE ${names}`);
    const loaded = await loadBackup(client, file, tables, version);
    await client.query('COMMIT');
    return { ...loaded, tables: tables.length };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Reads every table back from the restored database and compares rows and digests with the file's. */
async function verifyRestored(handle: DatabaseHandle, loaded: LoadedBackup): Promise<number> {
  const client = await handle.pool.connect();
  let rows = 0;
  try {
    for (const table of await listBackupTables(client)) {
      const actual = await digestTable(client, table);
      const expected = loaded.digests.get(table.name);
      if (!expected || expected.rows !== actual.rows || expected.sha256 !== actual.sha256)
        throw new AppError('BACKUP_INVALID');
      rows += actual.rows;
    }
  } finally {
    client.release();
  }
  return rows;
}

function timestamp(): string {
  return new Date().toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Fails fast, before any database is created: the typed phrase, then a fresh authenticator code. */
async function checkConfirmation(deps: AppDeps, request: RestoreRequest): Promise<void> {
  if (request.phrase?.trim() !== RESTORE_CONFIRMATION_PHRASE)
    throw new AppError('RESTORE_CONFIRMATION_MISMATCH');
  await requireTotpReentry(deps, request.adminId, request.totpCode);
}

/** Names of the fresh database and of where the live data goes, from the live name and the time. */
function restoreNames(live: string) {
  const stamp = timestamp();
  return { fresh: `${live}_restore_${stamp}`, aside: `${live}_before_restore_${stamp}` };
}

/** Creates, migrates, loads and verifies the fresh database, auditing the restore in it; drops it on failure. */
/** With a separate owner (decision 087), the restored database's tables get the runtime role's grants too. */
async function grantRestoredRuntimeRole(deps: AppDeps, handle: DatabaseHandle): Promise<void> {
  const role = deps.config.DATABASE_URL ? readRoleName(deps.config.DATABASE_URL) : undefined;
  if (!deps.config.DATABASE_MIGRATION_URL || !role) return;
  const client = await handle.pool.connect();
  try {
    await grantRuntimeRole(client, role);
  } finally {
    client.release();
  }
}

async function buildRestoredDatabase(
  deps: AppDeps,
  request: RestoreRequest,
  connectionString: string,
  names: { fresh: string; aside: string },
): Promise<RestoreResult> {
  await createDatabase(connectionString, names.fresh);
  const handle = openDatabase(withDatabase(connectionString, names.fresh), 2);
  try {
    await applyMigrations(handle);
    await grantRestoredRuntimeRole(deps, handle);
    const loaded = await loadIntoFresh(handle, request.file);
    const rows = await verifyRestored(handle, loaded);
    const result = {
      tables: loaded.tables,
      rows,
      previousDatabase: names.aside,
      restoredAt: new Date().toISOString(),
    };
    // The restoring admin may not exist in the backup's data; the row then names them in its details.
    const known = await handle.pool.query('SELECT 1 FROM admin_users WHERE id = $1', [request.adminId]);
    await recordAuditEvent(handle.db, {
      actorAdminId: known.rowCount ? request.adminId : null,
      action: 'maintenance.database_restored',
      targetType: 'database',
      ip: request.ip,
      details: { ...result, restoredBy: request.adminId },
    });
    return result;
  } catch (error) {
    await handle.pool.end();
    await dropDatabase(connectionString, names.fresh);
    await recordAuditEvent(deps.db, {
      actorAdminId: request.adminId,
      action: 'maintenance.restore_failed',
      targetType: 'database',
      ip: request.ip,
      details: { reason: error instanceof AppError ? error.code : 'error' },
    });
    throw error;
  } finally {
    await handle.pool.end().catch(() => undefined);
  }
}

/**
 * POST /admin/maintenance/restore (decision 036): restores into a fresh database (created, migrated,
 * loaded, read back and compared), then switches it in under the live name; the old data is kept aside.
 * One restore at a time per cluster (an advisory lock); a second one is refused with RESTORE_IN_PROGRESS.
 */
export async function restoreDatabase(deps: AppDeps, request: RestoreRequest): Promise<RestoreResult> {
  await checkConfirmation(deps, request);
  // Creating, renaming and dropping databases is the owner's (DATABASE_MIGRATION_URL) when there is one.
  const connectionString = deps.config.DATABASE_MIGRATION_URL ?? poolOf(deps).options.connectionString;
  if (!connectionString) throw new Error('restore needs the database connection string');
  const live =
    (await poolOf(deps).query<{ name: string }>('SELECT current_database() AS name')).rows[0]?.name ?? '';
  let result: RestoreResult | undefined;
  const ran = await withRestoreLock(connectionString, async () => {
    const names = restoreNames(live);
    result = await buildRestoredDatabase(deps, request, connectionString, names);
    await switchDatabase(connectionString, live, names.fresh, names.aside);
  });
  if (!ran || !result) throw new AppError('RESTORE_IN_PROGRESS');
  return result;
}
