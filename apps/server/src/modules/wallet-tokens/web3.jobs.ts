import type { JobDefinition } from '../../jobs/job-queue.js';
import { BURN_QUEUE, BURN_QUEUE_OPTIONS, type BurnMessage } from './burn-queue.js';
import { runBurn } from './burn.service.js';
import { listStaleSent } from './custodial-tx.repository.js';
import { resumeCustodialTx } from './custodial-tx.service.js';
import {
  GRANT_QUEUE,
  GRANT_QUEUE_OPTIONS,
  sendGrantJob,
  type GrantMessage,
} from '../wallet-chain/treasury-grant-queue.js';
import { runGrantPayout } from './treasury-grant-payout.service.js';
import {
  WALLET_RELEASE_QUEUE,
  WALLET_RELEASE_QUEUE_OPTIONS,
  type WalletReleaseMessage,
} from './wallet-release-queue.js';
import { releaseCustodialWallet } from './wallet-release.service.js';
import { listStalledGrants } from '../wallet-chain/chain.queries.js';

/** treasury.grant: pays one welcome grant or staff transfer from the treasury (decision 042). */
export const grantJob: JobDefinition<GrantMessage> = {
  name: GRANT_QUEUE,
  handler: (deps, data) => runGrantPayout(deps, data.grantId),
  options: GRANT_QUEUE_OPTIONS,
};

/** artfi.burn: runs one burn run to its end, resuming where a crash left it. */
export const burnJob: JobDefinition<BurnMessage> = {
  name: BURN_QUEUE,
  handler: (deps, data) => runBurn(deps, data.runId),
  options: BURN_QUEUE_OPTIONS,
};

/** wallet.release: hands over or burns a deleted member's custodial ARTFI, once (decision 070 §3). */
export const walletReleaseJob: JobDefinition<WalletReleaseMessage> = {
  name: WALLET_RELEASE_QUEUE,
  handler: async (deps, data) => {
    await releaseCustodialWallet(deps, data);
  },
  options: WALLET_RELEASE_QUEUE_OPTIONS,
};

// A grant or a send untouched this long has lost its message, or its request died after the broadcast.
const STALE_MINUTES = 10;

/** web3.sweep: every 5 minutes, re-queues stalled grants and resolves sends left SENT against the chain. */
export const web3SweepJob: JobDefinition = {
  name: 'web3.sweep',
  handler: async (deps) => {
    for (const id of await listStalledGrants(deps.db, STALE_MINUTES))
      await sendGrantJob(deps.jobs, deps.db, id);
    const chain = deps.chain;
    if (!chain) return;
    for (const row of await listStaleSent(deps.db, STALE_MINUTES)) await resumeCustodialTx(deps, chain, row);
  },
  options: { name: 'web3.sweep', retryLimit: 1, expireInSeconds: 600 },
  cron: '*/5 * * * *',
};
