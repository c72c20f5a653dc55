import type { Campaign } from '@streamit/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import {
  partnerWithWebhook as partnerWithWebhookAt,
  payPlainAwards,
  staffCall,
} from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { signedHook, useWebhookReceiver } from '../../../test/webhook-receiver.test-support.js';
import {
  announceStartedCampaigns,
  previousUtcDay,
  sendDailySummaries,
} from './partner-campaign-clock.service.js';
import { partnerWebhookDeliveries } from './partner-webhooks.schema.js';
import { deliverDueWebhooks } from './partner-webhooks.service.js';

const suite = useAdminSuite('ADMIN', { PARTNER_WEBHOOKS_ALLOW_LOOPBACK: 'true' });
const HOUR = 3_600_000;
const receiver = useWebhookReceiver();

beforeAll(() => payPlainAwards(suite.context));

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  staffCall(suite.context, suite.admin.token, method, url, payload);

const partnerWithWebhook = () => partnerWithWebhookAt(suite.context, suite.admin.token, receiver.url);

async function createCampaign(partnerId: string, startsAt: number, bonusPoints = 5, budgetPoints = 50) {
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const created = await call('POST', `/admin/partners/${partnerId}/campaigns`, {
    title: 'Spring of calligraphy',
    activityIds: [video],
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
    bonusPoints,
    budgetPoints,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { video, campaign: created.json<Campaign>() };
}

async function completeBy(video: string) {
  const member = await createSignedInMember(suite.context);
  await watchVideo(suite.context, member, video);
  expect((await completeAs(suite.context, member, video)).statusCode).toBe(200);
}

/** The events queued for one partner, oldest first, with their bodies. */
async function eventsOf(partnerId: string, event?: string) {
  const rows = await suite.context.deps.db
    .select()
    .from(partnerWebhookDeliveries)
    .where(
      and(
        eq(partnerWebhookDeliveries.partnerId, partnerId),
        event ? eq(partnerWebhookDeliveries.event, event) : undefined,
      ),
    )
    .orderBy(asc(partnerWebhookDeliveries.createdAt));
  return rows.map((row) => ({ event: row.event, body: JSON.parse(row.body) as { data: object } }));
}

/** Sends what is due and answers the partner's hook of that type, checked against the partner's secret. */
async function receivedSigned(partnerId: string, type: string, secret: string) {
  await deliverDueWebhooks(suite.context.deps);
  const hook = signedHook(receiver.received, partnerId, type, secret);
  expect(hook.verified).toBe(true);
  return hook.body;
}

describe('the campaign clock', () => {
  it("announces a scheduled campaign's start once, when the clock passes it, signed like every event", async () => {
    const { partner, secret } = await partnerWithWebhook();
    const start = Date.now() + HOUR;
    const { campaign } = await createCampaign(partner.id, start);
    await announceStartedCampaigns(suite.context.deps, new Date(start - 1000));
    expect(await eventsOf(partner.id, 'campaign.started')).toEqual([]);
    await announceStartedCampaigns(suite.context.deps, new Date(start + 1000));
    await announceStartedCampaigns(suite.context.deps, new Date(start + 61_000));
    const started = await eventsOf(partner.id, 'campaign.started');
    expect(started).toHaveLength(1);
    expect(started[0]?.body.data).toMatchObject({ campaignId: campaign.id, bonusPoints: 5, budgetLeft: 50 });
    const hook = await receivedSigned(partner.id, 'campaign.started', secret);
    expect(hook).toMatchObject({ type: 'campaign.started', data: { campaignId: campaign.id } });
  });

  it('announces nothing for a paused campaign, and announces it once resumed inside its window', async () => {
    const { partner } = await partnerWithWebhook();
    const start = Date.now() + HOUR;
    const { campaign } = await createCampaign(partner.id, start);
    await call('POST', `/admin/partner-campaigns/${campaign.id}/pause`, { reason: 'Hold' });
    await announceStartedCampaigns(suite.context.deps, new Date(start + 1000));
    expect(await eventsOf(partner.id, 'campaign.started')).toEqual([]);
    await call('POST', `/admin/partner-campaigns/${campaign.id}/resume`, { reason: 'Go' });
    await announceStartedCampaigns(suite.context.deps, new Date(start + 2000));
    expect(await eventsOf(partner.id, 'campaign.started')).toHaveLength(1);
  });

  it("sends each partner one daily summary of the day's counts, and none on a rerun", async () => {
    const { partner, secret } = await partnerWithWebhook();
    const { video, campaign } = await createCampaign(partner.id, Date.now() - HOUR);
    await completeBy(video);
    await completeBy(video);
    const day = new Date().toISOString().slice(0, 10);
    expect(await sendDailySummaries(suite.context.deps, day)).toBeGreaterThanOrEqual(1);
    expect(await sendDailySummaries(suite.context.deps, day)).toBe(0);
    const summaries = await eventsOf(partner.id, 'daily.summary');
    expect(summaries).toHaveLength(1);
    const expected = { day, completions: 2, bonusPoints: 10, reach: 2 };
    expect(summaries[0]?.body.data).toEqual({
      ...expected,
      campaigns: [
        { campaignId: campaign.id, title: campaign.title, status: 'ACTIVE', ...expected, budgetLeft: 40 },
      ].map(({ day: _day, ...row }) => row),
    });
    const hook = await receivedSigned(partner.id, 'daily.summary', secret);
    expect(hook.type).toBe('daily.summary');
    expect(previousUtcDay(new Date('2026-11-29T00:10:00.000Z'))).toBe('2026-11-28');
  });

  it('queues budget low, budget exhausted, campaign ended and status changed as they happen', async () => {
    const { partner } = await partnerWithWebhook();
    const { video, campaign } = await createCampaign(partner.id, Date.now() - HOUR, 50, 100);
    const url = `/admin/partner-campaigns/${campaign.id}`;
    // Each bonus leaves at least one more whole bonus until the budget is under 10 % (budget_low), then none.
    for (const bonusPoints of [25, 12, 6, 6]) {
      await completeBy(video);
      await call('PATCH', url, { bonusPoints });
    }
    await completeBy(video); // 50 + 25 + 12 + 6 + 6: 1 point left, less than a bonus
    await call('PATCH', url, { addBudgetPoints: 20 });
    await call('POST', `${url}/end`, { reason: 'Done' });
    await call('POST', `/admin/partners/${partner.id}/suspend`, { reason: 'Audit' });
    const events = await eventsOf(partner.id);
    expect(events.map((item) => item.event)).toEqual([
      'campaign.budget_low',
      'campaign.budget_exhausted',
      'campaign.ended',
      'partner.status_changed',
    ]);
    expect(events[2]?.body.data).toEqual({ campaignId: campaign.id, budgetReturned: 21 });
  });
});
