import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import {
  API_BASE_PATH,
  MEMBER_DATA_DOWNLOAD_PATH,
  MEMBER_DATA_LINK_TTL_SECONDS,
  type DataExportLink,
  type MemberDataExport,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../lib/security/tokens.js';
import {
  consumeDataExportLink,
  findLatestDataExport,
  insertDataExport,
  setDataExportLink,
  type MemberDataExportRow,
} from './member-data.repository.js';
import { sendDataExportJob } from './member-data-queue.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A request as the member sees it: a ready copy past its period reads EXPIRED even before the job ran. */
export function toMemberDataExport(row: MemberDataExportRow, now = new Date()): MemberDataExport {
  const lapsed = row.status === 'READY' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: lapsed ? 'EXPIRED' : (row.status as MemberDataExport['status']),
    requestedAt: row.requestedAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** Where a request's file lives. */
export function dataExportFilePath(deps: AppDeps, id: string): string {
  return path.join(deps.config.DATA_DIR, 'member-data', `${id}.json`);
}

/** GET /auth/data-export. */
export async function getMyDataExport(
  deps: AppDeps,
  userId: string,
): Promise<{ export: MemberDataExport | null }> {
  const row = await findLatestDataExport(deps.db, userId);
  return { export: row ? toMemberDataExport(row) : null };
}

/** POST /auth/data-export: records the request and queues its job in one transaction; 409 while one is made. */
export async function requestMyDataExport(
  deps: AppDeps,
  userId: string,
): Promise<{ export: MemberDataExport }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertDataExport(tx, userId);
      await sendDataExportJob(deps.jobs, tx, row.id);
      return { export: toMemberDataExport(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DATA_EXPORT_IN_PROGRESS');
    throw error;
  }
}

/** POST /auth/data-export/link: a one-time token for the member's ready copy, stored only as its hash. */
export async function createMyDataExportLink(
  deps: AppDeps,
  userId: string,
  now = new Date(),
): Promise<DataExportLink> {
  const row = await findLatestDataExport(deps.db, userId);
  if (!row || toMemberDataExport(row, now).status !== 'READY') throw new AppError('DATA_EXPORT_NOT_READY');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + MEMBER_DATA_LINK_TTL_SECONDS * 1000);
  await setDataExportLink(deps.db, row.id, hashToken(token), expiresAt);
  const route = MEMBER_DATA_DOWNLOAD_PATH.replace(':id', row.id);
  return { url: `${API_BASE_PATH}${route}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The download: uses the link (once) and opens the file; 410 for a used, expired or unknown link. */
export async function openDataExportDownload(deps: AppDeps, id: string, token: string) {
  const row = await consumeDataExportLink(deps.db, id, hashToken(token), new Date());
  if (!row) throw new AppError('DATA_EXPORT_LINK_INVALID');
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { path: dataExportFilePath(deps, row.id), fileName: `streamit-my-data-${day}.json` };
}

/** Writes the JSON text chunks to the request's file through a temporary name, so a reader never sees half. */
export async function writeDataExportFile(
  deps: AppDeps,
  id: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  const target = dataExportFilePath(deps, id);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await pipeline(Readable.from(chunks), createWriteStream(`${target}.part`));
    await rename(`${target}.part`, target);
  } catch (error) {
    await rm(`${target}.part`, { force: true });
    throw error;
  }
}
