import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queue of pending awards: one message per award, started when its cooldown ends (decision 047). */
export const PENDING_AWARD_QUEUE = 'points.pending-award';

/** Message of a pending-award job. */
export interface PendingAwardMessage {
  pendingId: string;
}

/** Queue options: a failed settlement retries soon; the sweep settles whatever is still overdue after. */
export const PENDING_AWARD_QUEUE_OPTIONS = {
  name: PENDING_AWARD_QUEUE,
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * Sends the settlement message in the caller's transaction, to start at `dueAt`: it exists exactly when the
 * pending award commits. Settling is idempotent (only a WAITING row is settled), so a duplicate pays nothing.
 */
export async function sendPendingAward(jobs: PgBoss, tx: Executor, pendingId: string, dueAt: Date) {
  await jobs.createQueue(PENDING_AWARD_QUEUE, PENDING_AWARD_QUEUE_OPTIONS);
  const message: PendingAwardMessage = { pendingId };
  const id = await jobs.send(PENDING_AWARD_QUEUE, message, { db: queueDbFor(tx), startAfter: dueAt });
  if (!id) throw new Error(`pg-boss did not accept a ${PENDING_AWARD_QUEUE} message`);
}
