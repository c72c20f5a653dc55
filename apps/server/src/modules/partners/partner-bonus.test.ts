import type { Campaign, CompletionResult, Partner, PartnerPortal } from '@streamit/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, payPlainAwards, staffCall } from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { users } from '../members/members.schema.js';
import { pointsEntries, pointsPostings } from '../points/points-ledger.schema.js';
import { campaignAccountBalance } from '../points/points-ledger.service.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { partnerCampaignBonuses } from './partner-campaigns.schema.js';

const suite = useAdminSuite('ADMIN');

beforeAll(async () => {
  await payPlainAwards(suite.context);
});

const HOUR = 3_600_000;

async function sponsor(partner: Partner, activityIds: string[], bonusPoints: number, budgetPoints: number) {
  const response = await staffCall(
    suite.context,
    suite.admin.token,
    'POST',
    `/admin/partners/${partner.id}/campaigns`,
    {
      title: 'Spring of calligraphy',
      activityIds,
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      bonusPoints,
      budgetPoints,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Campaign>();
}

async function sponsoredVideo(bonusPoints: number, budgetPoints: number) {
  const owner = await createSignedInMember(suite.context);
  const partner = await approvedPartner(suite.context, suite.admin.token, owner);
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const campaign = await sponsor(partner, [video], bonusPoints, budgetPoints);
  return { owner, partner, video, campaign };
}

async function watchers(count: number, video: string): Promise<TestMember[]> {
  const members = await Promise.all(Array.from({ length: count }, () => createSignedInMember(suite.context)));
  for (const member of members) await watchVideo(suite.context, member, video);
  return members;
}

const portalOf = async (owner: TestMember) =>
  (
    await injectAs(suite.context.app, owner.token, { method: 'GET', url: '/api/v1/partner/portal' })
  ).json<PartnerPortal>();

const lifecycle = (partner: Partner, action: string) =>
  staffCall(suite.context, suite.admin.token, 'POST', `/admin/partners/${partner.id}/${action}`, {
    reason: 'Test',
  });

async function balances(members: TestMember[]) {
  const rows = await suite.context.deps.db
    .select({ total: users.totalPoints })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((member) => member.id),
      ),
    );
  return rows.reduce((sum, row) => sum + row.total, 0);
}

describe('sponsored campaign bonus', () => {
  it('100 parallel completions with a budget of 10 bonuses pay exactly 10, the budget ends at 0, the ledger balances', async () => {
    const { owner, video, campaign } = await sponsoredVideo(7, 70);
    const members = await watchers(100, video);
    const started = Date.now();
    const responses = await Promise.all(members.map((member) => completeAs(suite.context, member, video)));
    console.info(`100 parallel sponsored completions answered in ${Date.now() - started} ms`);
    expect(responses.map((response) => response.statusCode)).toEqual(members.map(() => 200));
    const bonuses = responses.flatMap((response) => response.json<CompletionResult>().sponsoredBonus ?? []);
    expect(bonuses).toHaveLength(10);
    expect(new Set(bonuses.map((bonus) => bonus.points))).toEqual(new Set([7]));
    expect(await balances(members)).toBe(100 * 10 + 10 * 7);
    const paid = await suite.context.deps.db
      .select()
      .from(partnerCampaignBonuses)
      .where(eq(partnerCampaignBonuses.campaignId, campaign.id));
    expect(paid).toHaveLength(10);
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(0);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    const [figures] = (await portalOf(owner)).campaigns;
    expect(figures).toMatchObject({
      budgetLeft: 0,
      completions: 10,
      bonusPaid: 70,
      reach: 10,
      status: 'ACTIVE',
    });
  });

  it('suspending pauses the bonus at once, activating resumes it, cancelling ends the campaign and returns the rest', async () => {
    const { owner, partner, video, campaign } = await sponsoredVideo(5, 50);
    const [first, second, third] = await watchers(3, video);
    const bonusOf = async (member: TestMember | undefined) =>
      (await completeAs(suite.context, member as TestMember, video)).json<CompletionResult>()
        .sponsoredBonus ?? null;
    expect((await lifecycle(partner, 'suspend')).statusCode).toBe(200);
    expect((await portalOf(owner)).campaigns[0]?.status).toBe('PAUSED');
    expect(await bonusOf(first)).toBeNull();
    expect((await lifecycle(partner, 'activate')).statusCode).toBe(200);
    expect(await bonusOf(second)).toEqual({ points: 5, partner: partner.name });
    expect((await lifecycle(partner, 'cancel')).statusCode).toBe(200);
    expect(await bonusOf(third)).toBeNull();
    const [ended] = (await portalOf(owner)).campaigns;
    expect(ended).toMatchObject({ status: 'ENDED', budgetLeft: 0, bonusPaid: 5, completions: 1 });
    const returned = await suite.context.deps.db
      .select({ amount: pointsEntries.amount, code: pointsPostings.reasonCode })
      .from(pointsEntries)
      .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
      .where(
        sql`${pointsEntries.accountId} = ${campaign.id} AND ${pointsPostings.reasonCode} = 'campaignReturned'`,
      );
    expect(returned).toEqual([{ amount: -45, code: 'campaignReturned' }]);
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(0);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('refuses an activity another running campaign sponsors, and a portal to a member of no partner', async () => {
    const { partner, video } = await sponsoredVideo(5, 50);
    const again = await staffCall(
      suite.context,
      suite.admin.token,
      'POST',
      `/admin/partners/${partner.id}/campaigns`,
      {
        title: 'Twice',
        activityIds: [video],
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + HOUR).toISOString(),
        bonusPoints: 1,
        budgetPoints: 1,
      },
    );
    expect(again.statusCode).toBe(409);
    const stranger = await createSignedInMember(suite.context);
    const portal = await injectAs(suite.context.app, stranger.token, {
      method: 'GET',
      url: '/api/v1/partner/portal',
    });
    expect(portal.statusCode).toBe(403);
  });
});
