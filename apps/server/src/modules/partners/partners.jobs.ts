import type { JobDefinition } from '../../jobs/job-queue.js';
import {
  announceStartedCampaigns,
  endExpiredCampaigns,
  previousUtcDay,
  sendDailySummaries,
} from './partner-campaign-clock.service.js';
import { deliverDueWebhooks } from './partner-webhooks.service.js';

const QUEUE = 'partners.webhooks';
const CLOCK = 'partners.campaign-clock';
const SUMMARY = 'partners.daily-summary';

/** partners.webhooks: every minute, sends partners' due webhook deliveries and their retries (decision 061). */
export const partnerWebhooksJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    await deliverDueWebhooks(deps);
  },
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '* * * * *',
};

/**
 * partners.campaign-clock: every minute, queues `campaign.started` for each campaign whose start has passed, and
 * ends each campaign whose end has passed (its unspent budget returned, `campaign.ended` queued).
 */
export const partnerCampaignClockJob: JobDefinition = {
  name: CLOCK,
  handler: async (deps) => {
    const now = new Date();
    await announceStartedCampaigns(deps, now);
    await endExpiredCampaigns(deps, now);
  },
  options: { name: CLOCK, retryLimit: 0, expireInSeconds: 120 },
  cron: '* * * * *',
};

/**
 * partners.daily-summary: at 00:10 UTC, queues yesterday's `daily.summary` per partner. Also sent when
 * workers start: the per-day claim makes that harmless once the day was sent.
 */
export const partnerDailySummaryJob: JobDefinition = {
  name: SUMMARY,
  handler: async (deps) => {
    await sendDailySummaries(deps, previousUtcDay(new Date()));
  },
  options: { name: SUMMARY, retryLimit: 3, expireInSeconds: 600 },
  cron: '10 0 * * *',
};
