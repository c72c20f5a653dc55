import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** The queue of the jobs that build a member's copy of their data; each message names its request. */
export const MEMBER_DATA_EXPORT_QUEUE = 'member-data.export';

/** Message of a member data export job. */
export interface MemberDataExportMessage {
  exportId: string;
}

/** One try: a failed copy shows FAILED and the member asks again. */
export const memberDataQueueOptions: PgBoss.Queue = {
  name: MEMBER_DATA_EXPORT_QUEUE,
  retryLimit: 0,
  expireInSeconds: 1800,
};

/** Sends the job in the caller's transaction, so it exists exactly when the request row commits. */
export async function sendDataExportJob(jobs: PgBoss, tx: Executor, exportId: string): Promise<void> {
  // pg-boss drops messages for a queue that does not exist yet; creating it is idempotent.
  await jobs.createQueue(MEMBER_DATA_EXPORT_QUEUE, memberDataQueueOptions);
  const message: MemberDataExportMessage = { exportId };
  const id = await jobs.send(MEMBER_DATA_EXPORT_QUEUE, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${MEMBER_DATA_EXPORT_QUEUE} message`);
}
