import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { backupDownloadLinks, maintenanceJobs } from './maintenance.schema.js';

/** Stores a link by its token's hash. */
export async function insertBackupLink(
  db: Executor,
  link: { jobId: string; tokenHash: string; createdBy: string; expiresAt: Date },
): Promise<void> {
  await db.insert(backupDownloadLinks).values(link);
}

/**
 * Claims a link in one conditional UPDATE: only an unused, unexpired link matches, so of any number of
 * parallel downloads exactly one gets the job id and every other gets null.
 */
export async function claimBackupLink(db: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(backupDownloadLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(backupDownloadLinks.tokenHash, tokenHash),
        isNull(backupDownloadLinks.usedAt),
        gt(backupDownloadLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ jobId: backupDownloadLinks.jobId });
  return row?.jobId ?? null;
}

/** Deletes backup jobs that finished before `cutoff` (their links go with them); returns their ids. */
export async function deleteBackupJobsFinishedBefore(db: Executor, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(maintenanceJobs)
    .where(and(eq(maintenanceJobs.kind, 'DATABASE_BACKUP'), lt(maintenanceJobs.finishedAt, cutoff)))
    .returning({ id: maintenanceJobs.id });
  return rows.map((row) => row.id);
}
