import { memberAuthCleanupJob } from '../modules/auth-cleanup/auth-cleanup.jobs.js';
import { idempotencyCleanupJob } from '../modules/idempotency/idempotency.jobs.js';
import { emailRetryJob } from '../modules/email/email.jobs.js';
import { sweepJob, transcodeJob } from '../modules/media/media.jobs.js';
import { pointsRederiveJob } from '../modules/points/points.jobs.js';
import { creatorSettleJob } from '../modules/points/points-creator.jobs.js';
import { pendingAwardJob, pendingAwardSweepJob } from '../modules/points/points-pending.jobs.js';
import { supportAutoCloseJob, supportEscalateJob } from '../modules/support/support.jobs.js';
import { payoutJob, payoutSweepJob } from '../modules/wallet-exchange/exchange.jobs.js';
import { socialRecheckJob } from '../modules/social/social.jobs.js';
import { uploadsSweepJob } from '../modules/uploads/uploads.jobs.js';
import { suspensionEndJob } from '../modules/member-admin/member-admin.jobs.js';
import {
  databaseBackupJob,
  exportRetentionJob,
  memberExportJob,
  optimizeDatabaseJob,
} from '../modules/maintenance/maintenance.jobs.js';
import { TASK_JOBS } from '../modules/ops/tasks.jobs.js';
import { creatorRollupJob } from '../modules/creator-stats/creator-stats.jobs.js';
import { analyticsRollupJob } from '../modules/analytics/analytics.jobs.js';
import { burnJob, grantJob, walletReleaseJob, web3SweepJob } from '../modules/wallet-tokens/web3.jobs.js';
import {
  partnerCampaignClockJob,
  partnerDailySummaryJob,
  partnerWebhooksJob,
} from '../modules/partners/partners.jobs.js';
import { storeExpireHoldsJob } from '../modules/store/store.jobs.js';
import { memberDataExportJob } from '../modules/member-data/member-data.jobs.js';
import type { JobDefinition } from './job-queue.js';

/**
 * Every background job the worker runs. Modules export their definitions from `<module>.jobs.ts`
 * and are listed here, so this list is the map of what runs in the background.
 */
export const JOBS: readonly JobDefinition[] = [
  transcodeJob as JobDefinition,
  sweepJob,
  memberAuthCleanupJob,
  uploadsSweepJob,
  idempotencyCleanupJob,
  emailRetryJob,
  pointsRederiveJob,
  creatorSettleJob,
  pendingAwardJob as JobDefinition,
  pendingAwardSweepJob,
  supportEscalateJob,
  supportAutoCloseJob,
  payoutJob as JobDefinition,
  payoutSweepJob,
  suspensionEndJob,
  memberExportJob as JobDefinition,
  databaseBackupJob as JobDefinition,
  exportRetentionJob,
  memberDataExportJob as JobDefinition,
  optimizeDatabaseJob as JobDefinition,
  ...TASK_JOBS,
  socialRecheckJob,
  creatorRollupJob,
  analyticsRollupJob,
  grantJob as JobDefinition,
  burnJob as JobDefinition,
  walletReleaseJob as JobDefinition,
  web3SweepJob,
  partnerWebhooksJob,
  partnerCampaignClockJob,
  partnerDailySummaryJob,
  storeExpireHoldsJob,
];
