import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queue of ARTFI burn runs: one message per run. */
export const BURN_QUEUE = 'artfi.burn';

/** Message of a burn job. */
export interface BurnMessage {
  runId: string;
}

/** A run resumes where it stopped, so retries are safe; each try may take a while on a real chain. */
export const BURN_QUEUE_OPTIONS = {
  name: BURN_QUEUE,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 3600,
};

/** Sends a burn message in the caller's transaction, so it exists exactly when the run commits. */
export async function sendBurnJob(jobs: PgBoss, tx: Executor, runId: string): Promise<void> {
  await jobs.createQueue(BURN_QUEUE, BURN_QUEUE_OPTIONS);
  const message: BurnMessage = { runId };
  const id = await jobs.send(BURN_QUEUE, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${BURN_QUEUE} message`);
}
