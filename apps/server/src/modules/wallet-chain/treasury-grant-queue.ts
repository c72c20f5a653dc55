import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queue of treasury grants (welcome tokens, staff transfers): one message per grant. */
export const GRANT_QUEUE = 'treasury.grant';

/** Message of a grant job. */
export interface GrantMessage {
  grantId: string;
}

/** Queue options: transient chain failures retry with backoff; the sweep re-queues after that. */
export const GRANT_QUEUE_OPTIONS = {
  name: GRANT_QUEUE,
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 900,
};

/** Sends a grant message in the caller's transaction, so it exists exactly when the grant commits. */
export async function sendGrantJob(jobs: PgBoss, tx: Executor, grantId: string): Promise<void> {
  await jobs.createQueue(GRANT_QUEUE, GRANT_QUEUE_OPTIONS);
  const message: GrantMessage = { grantId };
  const id = await jobs.send(GRANT_QUEUE, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${GRANT_QUEUE} message`);
}
