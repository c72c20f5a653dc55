import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queue of payouts: one message per approved exchange. */
export const PAYOUT_QUEUE = 'exchange.payout';

/** Message of a payout job. */
export interface PayoutMessage {
  exchangeId: string;
}

/** Queue options of exchange.payout: transient chain failures retry with backoff; the sweeper re-queues after. */
export const PAYOUT_QUEUE_OPTIONS = {
  name: PAYOUT_QUEUE,
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 900,
};

/**
 * Sends a payout message in the caller's transaction, so it exists exactly when the approval commits. The
 * handler is idempotent (decision 028), so a duplicate message from the sweeper pays nothing twice.
 */
export async function sendPayout(jobs: PgBoss, tx: Executor, exchangeId: string): Promise<void> {
  // pg-boss drops messages for a queue that does not exist yet; creating it is idempotent.
  await jobs.createQueue(PAYOUT_QUEUE, PAYOUT_QUEUE_OPTIONS);
  const message: PayoutMessage = { exchangeId };
  const id = await jobs.send(PAYOUT_QUEUE, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${PAYOUT_QUEUE} message`);
}
