import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queues of the maintenance jobs; each message names its `maintenance_jobs` row. */
export const MEMBER_EXPORT_QUEUE = 'maintenance.member-export';
export const OPTIMIZE_DB_QUEUE = 'maintenance.optimize-db';
export const DATABASE_BACKUP_QUEUE = 'maintenance.database-backup';

/** Message of a maintenance job. */
export interface MaintenanceJobMessage {
  jobId: string;
}

/** One try: a failed export or vacuum is reported as FAILED and staff start another. */
export const maintenanceQueueOptions = (name: string): PgBoss.Queue => ({
  name,
  retryLimit: 0,
  expireInSeconds: 3600,
});

/** Sends a job's message in the caller's transaction, so it exists exactly when the job row commits. */
export async function sendMaintenanceJob(
  jobs: PgBoss,
  tx: Executor,
  queue: string,
  jobId: string,
): Promise<void> {
  // pg-boss drops messages for a queue that does not exist yet; creating it is idempotent.
  await jobs.createQueue(queue, maintenanceQueueOptions(queue));
  const message: MaintenanceJobMessage = { jobId };
  const id = await jobs.send(queue, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${queue} message`);
}
