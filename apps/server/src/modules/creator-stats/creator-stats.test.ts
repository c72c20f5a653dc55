import type { CreatorAnalytics, CreatorDashboard, CreatorEarnings } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createSignedInAdmin, injectAs } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { pointsCreatorAccruals } from '../points/points-creator-accrual.schema.js';
import { settleCreatorShares } from '../points/points-creator-settle.service.js';
import { runTaskAndWait } from '../../../test/task-runs.test-support.js';
import { createTestMember } from '../../../test/content.test-support.js';
import { createCreatorWithProfile } from '../../../test/creator-profiles.test-support.js';
import { rollUpCreatorStats } from './creator-rollup.service.js';
import {
  getAs,
  insertSessions,
  insertVideo,
  insertViews,
  writeCountryTable,
} from '../../../test/creator-stats.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ IP_COUNTRY_CSV: writeCountryTable() });
});
afterAll(() => context.close());

const HOUR = 3_600_000;

async function watch(activityId: string, viewer: TestMember, sections: [number, number][]) {
  const startedAt = new Date(Date.now() - HOUR);
  const creditedSeconds = sections.reduce((sum, [start, end]) => sum + end - start, 0);
  await insertSessions(context, [
    { userId: viewer.id, activityId, startedAt, lastHeartbeatAt: new Date(), sections, creditedSeconds },
  ]);
}

describe('the retention curve', () => {
  it('is the share of viewers whose watched sections enter the 5% step up to each mark (hand-built example)', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const video = await insertVideo(context, creator.id, 100);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createSignedInMember(context)));
    await watch(video, a as TestMember, [[0, 100]]);
    await watch(video, b as TestMember, [[0, 50]]);
    // Two sessions of one viewer on one day count once, with both parts.
    await watch(video, c as TestMember, [[0, 12]]);
    await watch(video, c as TestMember, [[40, 60]]);
    await watch(video, d as TestMember, [[47, 53]]);
    await rollUpCreatorStats(context.deps);
    const analytics = await getAs<CreatorAnalytics>(
      context,
      creator.token,
      `/creator/analytics?range=7&contentId=${video}`,
    );
    // Mark k is reached by a section with start ≤ k and end > the previous mark: 0..15 → A,B,C (C's 12 s
    // enters 10–15); 20..35 → A,B; 40,45 → A,B,C; 50 → all four; 55 → A,C,D; 60 → A,C; 65..100 → A.
    const expected = [3, 3, 3, 3, 2, 2, 2, 2, 3, 3, 4, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1].map((n) => n / 4);
    expect(analytics.retention.viewers).toBe(4);
    expect(analytics.retention.points.map((point) => point.percent)).toEqual(
      Array.from({ length: 21 }, (_, k) => k * 5),
    );
    expect(analytics.retention.points.map((point) => point.share)).toEqual(expected);
    expect(analytics.period.current).toMatchObject({
      uniqueViewers: 4,
      watchSeconds: 100 + 50 + 12 + 20 + 6,
    });
  });

  it('reaches 100% for a viewer whose last heartbeat landed just before the end', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const video = await insertVideo(context, creator.id, 12);
    const viewer = await createSignedInMember(context);
    await watch(video, viewer, [[0, 11.5]]);
    await rollUpCreatorStats(context.deps);
    const analytics = await getAs<CreatorAnalytics>(
      context,
      creator.token,
      `/creator/analytics?range=7&contentId=${video}`,
    );
    expect(analytics.retention.points.map((point) => point.share)).toEqual(
      Array.from({ length: 21 }, () => 1),
    );
  });
});

describe('who may read creator numbers', () => {
  it('answers creators only: members get 403 CREATOR_REQUIRED, guests 401, others’ content 404', async () => {
    const [creator, other, member] = [
      await createSignedInMember(context, { creator: true }),
      await createSignedInMember(context, { creator: true }),
      await createSignedInMember(context),
    ];
    const video = await insertVideo(context, other.id, 30);
    for (const url of ['/creator/analytics', '/creator/dashboard', '/points/creator-earnings']) {
      const refused = await injectAs(context.app, member.token, { method: 'GET', url: `/api/v1${url}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'CREATOR_REQUIRED' } });
      expect((await context.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
    }
    const foreign = await injectAs(context.app, creator.token, {
      method: 'GET',
      url: `/api/v1/creator/analytics?contentId=${video}`,
    });
    expect(foreign.statusCode).toBe(404);
    const badRange = await injectAs(context.app, creator.token, {
      method: 'GET',
      url: '/api/v1/creator/analytics?range=30',
    });
    expect(badRange.statusCode).toBe(400);
  });

  it('is brought up to date by the daily-stats task, which a content moderator may not start', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const video = await insertVideo(context, creator.id, 60);
    const viewer = await createSignedInMember(context);
    await insertViews(context, [{ activityId: video, userId: viewer.id, createdAt: new Date() }]);
    const admin = await createSignedInAdmin(context, 'ADMIN');
    const run = await runTaskAndWait(context.app, admin.token, 'daily-stats');
    expect(run.status).toBe('succeeded');
    expect(run.result?.creatorDays).toBeGreaterThan(0);
    const analytics = await getAs<CreatorAnalytics>(
      context,
      creator.token,
      `/creator/analytics?contentId=${video}`,
    );
    expect(analytics.period.current.views).toBe(1);
    const moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    const refused = await injectAs(context.app, moderator.token, {
      method: 'POST',
      url: '/api/v1/admin/tasks/daily-stats',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('earnings and the dashboard', () => {
  it('equal the ledger: per day, per item and in the daily rollups', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const [first, second] = [
      await insertVideo(context, creator.id, 60),
      await insertVideo(context, creator.id, 60),
    ];
    const shares = [
      [first, 7],
      [first, 5],
      [second, 11],
    ] as const;
    const viewer = await createSignedInMember(context);
    // Shares accrue per award and are settled in batches (decision 046), as the completion path does.
    await context.deps.db.insert(pointsCreatorAccruals).values(
      shares.map(([activityId, share], index) => ({
        creatorId: creator.id,
        memberId: viewer.id,
        activityId,
        sequence: index + 1,
        memberPoints: share * 10,
        share,
      })),
    );
    await settleCreatorShares(context.deps.db);
    await insertViews(context, [{ activityId: first, userId: viewer.id, createdAt: new Date() }]);
    await rollUpCreatorStats(context.deps);
    const earnings = await getAs<CreatorEarnings>(context, creator.token, '/points/creator-earnings');
    expect(earnings.total).toBe(23);
    expect(earnings.balance).toBe(23);
    expect(earnings.byDay).toEqual([{ day: new Date().toISOString().slice(0, 10), points: 23 }]);
    expect(earnings.byActivity.map((item) => [item.activityId, item.points])).toEqual([
      [first, 12],
      [second, 11],
    ]);
    const analytics = await getAs<CreatorAnalytics>(context, creator.token, '/creator/analytics?range=7');
    expect(analytics.period.current.earnedPoints).toBe(23);
    expect(analytics.series.at(-1)).toMatchObject({ views: 1, earnedPoints: 23 });
    const dashboard = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    expect(
      dashboard.periods.map((period) => [period.range, period.current.earnedPoints, period.current.views]),
    ).toEqual([
      [7, 23, 1],
      [28, 23, 1],
      [90, 23, 1],
    ]);
    expect(dashboard.latestContent.map((item) => item.id)).toEqual([second, first]);
    expect(dashboard.followers).toBe(0);
  });

  it('lists failed processing and content moderators sent back or rejected as tasks (not plain drafts)', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const [failed, rejected, sentBack, draft] = [
      await insertVideo(context, creator.id, 10),
      await insertVideo(context, creator.id, 10),
      await insertVideo(context, creator.id, 10),
      await insertVideo(context, creator.id, 10),
    ];
    await context.deps.db.execute(sql`UPDATE activities SET status = 'FAILED' WHERE id = ${failed}`);
    await context.deps.db.execute(sql`UPDATE activities SET status = 'REJECTED' WHERE id = ${rejected}`);
    await context.deps.db.execute(
      sql`UPDATE activities SET status = 'DRAFT' WHERE id IN (${sentBack}, ${draft})`,
    );
    await context.deps.db.execute(sql`INSERT INTO moderation_decisions (activity_id, decision, reason)
      VALUES (${rejected}, 'REJECT', 'Not art'), (${sentBack}, 'REQUEST_CHANGES', 'Add captions')`);
    const dashboard = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    const tasks = dashboard.tasks.map((task) => [task.kind, task.activityId, task.reason]);
    expect(tasks).toEqual(
      expect.arrayContaining([
        ['PROCESSING_FAILED', failed, null],
        ['REJECTED', rejected, 'Not art'],
        ['CHANGES_REQUESTED', sentBack, 'Add captions'],
      ]),
    );
    expect(dashboard.tasks).toHaveLength(3);
  });
});

describe('followers on the studio screens', () => {
  it('count the standing follows, and those made in the period as gained', async () => {
    const { member: creator, profile } = await createCreatorWithProfile(context);
    const fans = await Promise.all([1, 2, 3].map(() => createTestMember(context)));
    for (const fan of fans)
      expect(
        (
          await context.app.inject({
            method: 'POST',
            url: `/api/v1/creators/${profile.handle}/follow`,
            headers: fan.headers,
          })
        ).statusCode,
      ).toBeLessThan(300);
    const undo = await context.app.inject({
      method: 'DELETE',
      url: `/api/v1/creators/${profile.handle}/follow`,
      headers: fans[0]?.headers,
    });
    expect(undo.statusCode).toBeLessThan(300);
    const dashboard = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    expect(dashboard.followers).toBe(2);
    const analytics = await getAs<CreatorAnalytics>(context, creator.token, '/creator/analytics?range=7');
    expect(analytics.followersGained).toBe(2);
  });
});
