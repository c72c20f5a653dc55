import type { Campaign } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import {
  partnerWithWebhook,
  payPlainAwards,
  runningCampaign,
  staffCall,
} from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { signedHook, useWebhookReceiver } from '../../../test/webhook-receiver.test-support.js';
import { PLATFORM_ACCOUNT_IDS } from '../points/points-accounts.js';
import { campaignAccountBalance } from '../points/points-ledger.service.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { endExpiredCampaigns } from './partner-campaign-clock.service.js';
import { deliverDueWebhooks } from './partner-webhooks.service.js';

const suite = useAdminSuite('ADMIN', { PARTNER_WEBHOOKS_ALLOW_LOOPBACK: 'true' });
const HOUR = 3_600_000;
const receiver = useWebhookReceiver();

beforeAll(() => payPlainAwards(suite.context));

const db = () => suite.context.deps.db;

const staff = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  staffCall(suite.context, suite.admin.token, method, url, payload);

/** A partner with the local receiver as its endpoint, and its running campaign (bonus 5, budget 50) on a new video. */
async function campaignOfPartner() {
  const { owner, partner, secret } = await partnerWithWebhook(suite.context, suite.admin.token, receiver.url);
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const values = { title: 'Spring of calligraphy', activityIds: [video], bonusPoints: 5, budgetPoints: 50 };
  const campaign = await runningCampaign(suite.context, suite.admin.token, partner.id, values);
  return { owner, partner, secret, video, campaign };
}

async function completeBy(video: string) {
  const member = await createSignedInMember(suite.context);
  await watchVideo(suite.context, member, video);
  expect((await completeAs(suite.context, member, video)).statusCode).toBe(200);
}

/** A second past the campaign's end: the pinned clock of the sweeps below. */
const afterEnd = (campaign: Campaign) => new Date(Date.parse(campaign.endsAt) + 1000);

async function statusOf(id: string) {
  const result = await db().execute<{ status: string; budget_left: number }>(
    sql`SELECT status, budget_left FROM partner_campaigns WHERE id = ${id}`,
  );
  return result.rows[0];
}

/** The ledger's returns of this campaign's budget to the reward pool: who posted each, and how much. */
async function returnsOf(id: string) {
  const result = await db().execute<{ issuer: string; amount: number }>(sql`
    SELECT p.issuer, e.amount::int AS amount FROM points_postings p
    JOIN points_entries e ON e.posting_id = p.id AND e.account_id = ${PLATFORM_ACCOUNT_IDS.REWARD_POOL}
    WHERE p.reason_code = 'campaignReturned' AND p.idempotency_key = ${`campaign-return:${id}`}`);
  return result.rows;
}

/** The `data` of every campaign.ended queued for the partner, oldest first. */
async function endedEvents(partnerId: string) {
  const result = await db().execute<{ body: string }>(sql`
    SELECT body FROM partner_webhook_deliveries
    WHERE partner_id = ${partnerId} AND event = 'campaign.ended' ORDER BY created_at`);
  return result.rows.map((row) => (JSON.parse(row.body) as { data: object }).data);
}

describe('a campaign whose window runs out', () => {
  it('is ended by the clock, its unspent budget returned through the ledger, campaign.ended sent', async () => {
    const { partner, secret, video, campaign } = await campaignOfPartner();
    await completeBy(video);
    await endExpiredCampaigns(suite.context.deps, new Date(Date.parse(campaign.endsAt) - 1000));
    expect(await statusOf(campaign.id)).toEqual({ status: 'ACTIVE', budget_left: 45 });
    await endExpiredCampaigns(suite.context.deps, afterEnd(campaign));
    expect(await statusOf(campaign.id)).toEqual({ status: 'ENDED', budget_left: 0 });
    expect(await campaignAccountBalance(db(), campaign.id)).toBe(0);
    expect(await returnsOf(campaign.id)).toEqual([{ issuer: 'system', amount: 45 }]);
    expect(await endedEvents(partner.id)).toEqual([{ campaignId: campaign.id, budgetReturned: 45 }]);
    await deliverDueWebhooks(suite.context.deps);
    expect(signedHook(receiver.received, campaign.id, 'campaign.ended', secret).verified).toBe(true);
    expect(await checkLedger(db())).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('returns the budget once when 50 sweeps and a staff end race on PostgreSQL', async () => {
    const { partner, campaign } = await campaignOfPartner();
    const at = afterEnd(campaign);
    const end = `/admin/partner-campaigns/${campaign.id}/end`;
    const [byStaff, ...sweeps] = await Promise.all([
      staff('POST', end, { reason: 'Window over' }),
      ...Array.from({ length: 50 }, () => endExpiredCampaigns(suite.context.deps, at)),
    ]);
    // Exactly one of the 51 ended it: the staff request (200), or one sweep and the staff request was refused.
    const byClock = sweeps.filter((ended) => ended > 0).length;
    expect(byClock + (byStaff.statusCode === 200 ? 1 : 0)).toBe(1);
    expect((await returnsOf(campaign.id)).map((row) => row.amount)).toEqual([50]);
    expect(await endedEvents(partner.id)).toEqual([{ campaignId: campaign.id, budgetReturned: 50 }]);
    expect(await campaignAccountBalance(db(), campaign.id)).toBe(0);
    expect(await checkLedger(db())).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('ends a paused campaign too, and leaves a running one and a proposal alone', async () => {
    const { owner, partner, campaign } = await campaignOfPartner();
    await staff('POST', `/admin/partner-campaigns/${campaign.id}/pause`, { reason: 'Hold' });
    const at = afterEnd(campaign);
    const [later, offered] = await Promise.all([
      publishVideo(suite.context, { pointsReward: 10 }),
      publishVideo(suite.context, { pointsReward: 10 }),
    ]);
    const values = { title: 'Later', activityIds: [later], bonusPoints: 5, budgetPoints: 20 };
    const running = await runningCampaign(suite.context, suite.admin.token, partner.id, values);
    const longer = { endsAt: new Date(at.getTime() + HOUR).toISOString() };
    expect((await staff('PATCH', `/admin/partner-campaigns/${running.id}`, longer)).statusCode).toBe(200);
    // A proposal whose window is over before anyone decided: unfunded, so there is nothing to end or return.
    const startsAt = new Date(Date.now() - 2 * HOUR).toISOString();
    const endsAt = new Date(Date.now() - HOUR).toISOString();
    const proposed = await injectAs(suite.context.app, owner.token, {
      method: 'POST',
      url: '/api/v1/partner/campaigns',
      payload: { ...values, title: 'Offer', activityIds: [offered], startsAt, endsAt },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    await endExpiredCampaigns(suite.context.deps, at);
    expect(await statusOf(campaign.id)).toEqual({ status: 'ENDED', budget_left: 0 });
    expect(await statusOf(running.id)).toEqual({ status: 'ACTIVE', budget_left: 20 });
    expect(await statusOf(proposed.json<Campaign>().id)).toEqual({ status: 'PROPOSED', budget_left: 0 });
    expect(await endedEvents(partner.id)).toEqual([{ campaignId: campaign.id, budgetReturned: 50 }]);
  });
});
