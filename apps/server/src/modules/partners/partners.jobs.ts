import type { JobDefinition } from '../../jobs/job-queue.js';
import { deliverDueWebhooks } from './partner-webhooks.service.js';

const QUEUE = 'partners.webhooks';

/** partners.webhooks: every minute, sends partners' due webhook deliveries and their retries (decision 061). */
export const partnerWebhooksJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    await deliverDueWebhooks(deps);
  },
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '* * * * *',
};
