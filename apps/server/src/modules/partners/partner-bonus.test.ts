import type {
  Campaign,
  CompletionResult,
  Partner,
  PartnerPortal,
  QuizAttempt,
  QuizAuthoring,
  QuizResult,
} from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, payPlainAwards, staffCall } from '../../../test/partners.test-support.js';
import {
  completeAs,
  publishVideo,
  totalPointsOfMembers,
  watchVideo,
} from '../../../test/points.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';
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
  const totals = await totalPointsOfMembers(
    suite.context,
    members.map((member) => member.id),
  );
  return totals.reduce((sum, total) => sum + total, 0);
}

/** A published quiz anyone passes (pass mark 0). */
async function passableQuiz(): Promise<string> {
  const created = await injectAs(suite.context.app, suite.admin.token, {
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    payload: sampleQuiz({ pointsReward: 10, passMarkPercent: 0 }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<QuizAuthoring>().activityId;
}

/** The member passes the quiz: an attempt started, then finished, the completion decided in the finish's batch. */
async function passQuiz(member: TestMember, quizId: string) {
  const url = `/api/v1/activities/${quizId}/quiz/attempts`;
  const started = await injectAs(suite.context.app, member.token, { method: 'POST', url });
  expect(started.statusCode, started.body).toBe(201);
  const { attemptId } = started.json<QuizAttempt>();
  return () =>
    injectAs(suite.context.app, member.token, { method: 'POST', url: `${url}/${attemptId}/finish` });
}

describe('sponsored campaign bonus', () => {
  it('40 quiz finishes at once, half on a sponsored quiz with a budget of 10 bonuses: batched awards pay exactly 10, only there', async () => {
    const owner = await createSignedInMember(suite.context);
    const partner = await approvedPartner(suite.context, suite.admin.token, owner);
    const [warm, sponsored, plain] = [await passableQuiz(), await passableQuiz(), await passableQuiz()];
    const campaign = await sponsor(partner, [sponsored], 3, 30);
    const members = await Promise.all(Array.from({ length: 40 }, () => createSignedInMember(suite.context)));
    // A member's first paid completion goes line by line (decision 073); the measured ones are batched awards.
    const warmUps = await Promise.all(members.map((member) => passQuiz(member, warm)));
    await Promise.all(warmUps.map((finish) => finish()));
    const quizOf = (index: number) => (index % 2 === 0 ? sponsored : plain);
    const finishes = await Promise.all(members.map((member, index) => passQuiz(member, quizOf(index))));
    const answers = await Promise.all(finishes.map((finish) => finish()));
    const earnings = answers.map((answer) => answer.json<QuizResult>().earning);
    expect(earnings.every((earning) => earning?.status === 'PAID')).toBe(true);
    const bonusOn = (quizId: string) =>
      earnings.flatMap((earning, index) =>
        earning?.status === 'PAID' && quizOf(index) === quizId ? (earning.award.sponsoredBonus ?? []) : [],
      );
    expect(bonusOn(plain)).toEqual([]);
    expect(bonusOn(sponsored)).toEqual(
      Array.from({ length: 10 }, () => ({ points: 3, partner: partner.name })),
    );
    expect(await balances(members)).toBe(40 * 2 * 10 + 10 * 3);
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(0);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

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
