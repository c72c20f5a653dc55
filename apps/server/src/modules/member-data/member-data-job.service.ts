import { rm } from 'node:fs/promises';
import type { AppDeps } from '../../app-deps.js';
import { queueEmail, type EmailLog } from '../email/email.service.js';
import { MEMBER_DATA_SECTIONS, readMemberDataSection } from './member-data-collect.repository.js';
import { memberDataQueueOptions } from './member-data-queue.js';
import {
  failAbandonedDataExports,
  findDataExport,
  listExpiredDataExports,
  listOlderReadyDataExports,
  markDataExportExpired,
  markDataExportFailed,
  markDataExportReady,
} from './member-data.repository.js';
import { dataExportFilePath, writeDataExportFile } from './member-data.service.js';
import { dataExportReadyEmail } from './member-data.templates.js';

const DAY_MS = 86_400_000;
const ACCOUNT_PAGE = '/merchandise/account';

/** The file as JSON text: one object, a key per section, written a section at a time. */
async function* generateMemberData(deps: AppDeps, userId: string, now: Date): AsyncGenerator<string> {
  yield `{"generatedAt":${JSON.stringify(now.toISOString())}`;
  for (const section of MEMBER_DATA_SECTIONS) {
    const rows = await readMemberDataSection(deps.db, section, userId);
    const value = section === 'profile' ? (rows[0] ?? null) : rows;
    yield `,\n${JSON.stringify(section)}:${JSON.stringify(value)}`;
  }
  yield '}\n';
}

/** Deletes a copy's file and marks it EXPIRED. */
async function retireDataExport(deps: AppDeps, id: string): Promise<void> {
  await rm(dataExportFilePath(deps, id), { force: true });
  await markDataExportExpired(deps.db, id);
}

/**
 * Builds one requested copy: writes the file, marks it ready until MEMBER_DATA_EXPORT_RETENTION_DAYS later,
 * retires the member's older copies, and e-mails the member. A failure marks it FAILED, leaving no file.
 */
export async function runDataExportJob(deps: AppDeps, exportId: string, log: EmailLog, now = new Date()) {
  const row = await findDataExport(deps.db, exportId);
  if (row?.status !== 'PREPARING') return;
  try {
    await writeDataExportFile(deps, row.id, generateMemberData(deps, row.userId, now));
  } catch (error) {
    await markDataExportFailed(deps.db, row.id, error instanceof Error ? error.message : 'failed');
    return;
  }
  const days = deps.config.MEMBER_DATA_EXPORT_RETENTION_DAYS;
  if (!(await markDataExportReady(deps.db, row.id, now, new Date(now.getTime() + days * DAY_MS)))) return;
  for (const older of await listOlderReadyDataExports(deps.db, row.userId, row.id)) {
    await retireDataExport(deps, older.id);
  }
  const [profile] = await readMemberDataSection(deps.db, 'profile', row.userId);
  const email = typeof profile?.email === 'string' ? profile.email : null;
  const accountUrl = `${deps.config.publicUrl}${ACCOUNT_PAGE}`;
  if (email) await queueEmail(deps, log, dataExportReadyEmail(email, accountUrl, days));
}

/**
 * Deletes the files of copies past MEMBER_DATA_EXPORT_RETENTION_DAYS as of `now` (returns how many), and fails
 * requests whose job has been gone longer than the queue lets one run.
 */
export async function deleteExpiredDataExports(deps: AppDeps, now = new Date()): Promise<number> {
  const jobLimitMs = (memberDataQueueOptions.expireInSeconds ?? 1800) * 1000;
  await failAbandonedDataExports(deps.db, new Date(now.getTime() - 2 * jobLimitMs));
  const expired = await listExpiredDataExports(deps.db, now);
  for (const row of expired) await retireDataExport(deps, row.id);
  return expired.length;
}
