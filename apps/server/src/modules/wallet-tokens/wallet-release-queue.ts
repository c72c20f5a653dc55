import type { WalletReleaseChoice } from '@streamit/contract';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queue of the ARTFI a deleted member's custodial wallet hands over or burns: one message per member. */
export const WALLET_RELEASE_QUEUE = 'wallet.release';

/** Message of a release: whose wallet, and what the member chose. */
export type WalletReleaseMessage = { userId: string } & WalletReleaseChoice;

/**
 * A release resumes its recorded transaction, so retries are safe (decision 054). The member is gone and
 * cannot ask again, so it outlasts a long chain outage: 14 retries doubling from 30 s span about 11 days.
 */
export const WALLET_RELEASE_QUEUE_OPTIONS = {
  name: WALLET_RELEASE_QUEUE,
  retryLimit: 14,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 900,
};

/** Sends the message in the deletion's transaction, so it exists exactly when the deletion commits. */
export async function sendWalletReleaseJob(
  jobs: PgBoss,
  tx: Executor,
  message: WalletReleaseMessage,
): Promise<void> {
  await jobs.createQueue(WALLET_RELEASE_QUEUE, WALLET_RELEASE_QUEUE_OPTIONS);
  const id = await jobs.send(WALLET_RELEASE_QUEUE, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${WALLET_RELEASE_QUEUE} message`);
}
