import type { CreatorEarnings, PointsOverview } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { injectAs } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { loadGlobalConfig } from './points-config.service.js';
import { pointsGlobalConfig } from './points-config.schema.js';
import { settleCreatorShares } from './points-creator-settle.service.js';
import { pointsEntries, pointsPostings } from './points-ledger.schema.js';
import { checkLedger } from './points-rederive.service.js';
import { completeAs, publishVideo, totalPointsOf, watchVideo } from '../../../test/points.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
  await loadGlobalConfig(context.deps.db);
  await context.deps.db
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, streakBonus: 0, creatorSharePercent: 10 })
    .where(eq(pointsGlobalConfig.id, 1));
});
afterAll(() => context.close());

async function get<T>(member: TestMember, url: string): Promise<T> {
  const response = await injectAs(context.app, member.token, { method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const balanceOf = (userId: string) => totalPointsOf(context, userId);

describe("the creator's share", () => {
  it("accrues 10% of each award with it and settles it into the creator's balance, never on their own content", async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const video = await publishVideo(context, { pointsReward: 50, creatorId: creator.id });
    const members = await Promise.all(Array.from({ length: 20 }, () => createSignedInMember(context)));
    for (const member of [...members, creator]) await watchVideo(context, member, video);
    const responses = await Promise.all(members.map((member) => completeAs(context, member, video)));
    expect(responses.map((response) => response.statusCode)).toEqual(members.map(() => 200));
    expect((await completeAs(context, creator, video)).statusCode).toBe(200);
    // Accrued, not yet in the creator's balance: the ledger and the projection agree without it.
    expect(await balanceOf(creator.id)).toBe(50);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    expect(await settleCreatorShares(context.deps.db)).toBeGreaterThanOrEqual(20);
    expect(await settleCreatorShares(context.deps.db)).toBe(0); // settled once
    expect(await balanceOf(creator.id)).toBe(50 + 20 * 5);
    const earnings = await get<CreatorEarnings>(creator, '/points/creator-earnings');
    const { title } = await get<{ title: string }>(creator, `/activities/${video}`);
    expect(earnings).toEqual({
      sharePercent: 10,
      total: 100,
      thisMonth: 100,
      byActivity: [{ activityId: video, title, points: 100, completions: 20 }],
      byDay: [{ day: new Date().toISOString().slice(0, 10), points: 100 }],
      balance: 150,
    });
    // The shares are not the creator's own activity earnings: their caps still count only their 50.
    expect((await get<PointsOverview>(creator, '/points/overview')).today.earned).toBe(50);
    // Members who are not creators are refused (decision 041), whatever they earned.
    const member = members[0] as TestMember;
    const refused = await injectAs(context.app, member.token, {
      method: 'GET',
      url: '/api/v1/points/creator-earnings',
    });
    expect(refused.statusCode).toBe(403);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('never deadlocks when two creators complete each other’s content at the same time', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const [a, b] = [await createSignedInMember(context), await createSignedInMember(context)];
        const [byA, byB] = [
          await publishVideo(context, { pointsReward: 30, creatorId: a.id }),
          await publishVideo(context, { pointsReward: 30, creatorId: b.id }),
        ];
        return { a, b, byA, byB };
      }),
    );
    for (const { a, b, byA, byB } of pairs) {
      await watchVideo(context, a, byB);
      await watchVideo(context, b, byA);
    }
    const responses = await Promise.all(
      pairs.flatMap(({ a, b, byA, byB }) => [completeAs(context, a, byB), completeAs(context, b, byA)]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    await settleCreatorShares(context.deps.db);
    for (const { a, b } of pairs) {
      expect(await balanceOf(a.id)).toBe(33);
      expect(await balanceOf(b.id)).toBe(33);
    }
    const shares = await context.deps.db
      .select({ amount: pointsEntries.amount })
      .from(pointsEntries)
      .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
      .where(and(eq(pointsPostings.source, 'creator'), eq(pointsEntries.accountId, pairs[0]?.a.id ?? '')));
    expect(shares).toEqual([{ amount: 3 }]);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });
});

describe('settling creators’ shares', () => {
  it('pays each accrual exactly once when settlements run in parallel with awards', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const videos = await Promise.all(
      Array.from({ length: 3 }, () => publishVideo(context, { pointsReward: 40, creatorId: creator.id })),
    );
    const members = await Promise.all(Array.from({ length: 10 }, () => createSignedInMember(context)));
    for (const member of members) for (const video of videos) await watchVideo(context, member, video);
    const settlers = Array.from({ length: 4 }, () => settleCreatorShares(context.deps.db));
    const completions = members.flatMap((member) =>
      videos.map((video) => completeAs(context, member, video)),
    );
    const responses = await Promise.all(completions);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    await Promise.all(settlers);
    await Promise.all(Array.from({ length: 4 }, () => settleCreatorShares(context.deps.db)));
    expect(await balanceOf(creator.id)).toBe(30 * 4);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });
});
