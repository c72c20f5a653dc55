import type { CompletionResult, OutboxEmail, OutboxPage, PointsOverview } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../../test/member-auth.test-support.js';
import { users } from '../members/members.schema.js';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { utcDay } from './points-bonus.service.js';
import { loadGlobalConfig } from './points-config.service.js';
import { pointsGlobalConfig } from './points-config.schema.js';
import { pointsPostings, pointsStreakDays } from './points-ledger.schema.js';
import { checkLedger } from './points-rederive.service.js';
import { publishVideo, totalPointsOf, watchVideo } from '../../../test/points.test-support.js';

const suite = useAdminSuite('ADMIN', { CAPTCHA_ALTCHA_COST: '1', CAPTCHA_ALTCHA_MAX_COUNTER: '20' });

beforeEach(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  await suite.context.deps.db
    .update(pointsGlobalConfig)
    .set({
      cooldownSeconds: 0,
      dailyCap: 5_000,
      weeklyCap: 50_000,
      streakBonus: 7,
      welcomeBonus: 40,
      dailyGoal: 60,
    })
    .where(eq(pointsGlobalConfig.id, 1));
});

/** Publishes `count` videos of 20 s and watches each through a real session, aged instead of waited. */
async function watchedVideos(member: TestMember, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await publishVideo(suite.context);
    await watchVideo(suite.context, member, id);
    ids.push(id);
  }
  return ids;
}

function complete(member: TestMember, id: string) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${id}/complete`,
    headers: authHeader(member.token),
  });
}

async function overviewOf(member: TestMember): Promise<PointsOverview> {
  const response = await injectAs(suite.context.app, member.token, {
    method: 'GET',
    url: '/api/v1/points/overview',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PointsOverview>();
}

async function bonusPostings(userId: string, key: string) {
  return suite.context.deps.db
    .select()
    .from(pointsPostings)
    .where(and(eq(pointsPostings.source, 'bonus'), eq(pointsPostings.idempotencyKey, `${key}:${userId}`)));
}

const balanceOf = (userId: string) => totalPointsOf(suite.context, userId);

describe('the daily streak bonus', () => {
  it('pays once under 50 parallel completions on a first day, and shows streak and goal', async () => {
    const member = await createSignedInMember(suite.context);
    const videos = await watchedVideos(member, 10);
    const before = await overviewOf(member);
    expect(before.streak).toEqual({ days: 0, bonusToday: false, bonus: 7 });
    expect(before.dailyGoal).toEqual({ earned: 0, goal: 60 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => complete(member, videos[i % videos.length] ?? '')),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(40);
    const bonuses = ok.map((response) => response.json<CompletionResult>().streakBonus).filter(Boolean);
    expect(bonuses).toEqual([{ days: 1, points: 7 }]);
    const day = utcDay(new Date());
    const streakPostings = await suite.context.deps.db
      .select()
      .from(pointsPostings)
      .where(eq(pointsPostings.idempotencyKey, `streak:${member.id}:${day}`));
    expect(streakPostings).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(10 * 10 + 7);
    const after = await overviewOf(member);
    expect(after.streak).toEqual({ days: 1, bonusToday: true, bonus: 7 });
    expect(after.dailyGoal).toEqual({ earned: 100, goal: 60 }); // the goal counts activities only (decision 048)
    expect(after.today.earned).toBe(100); // the bonus does not count against the activity cap
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  }, 120_000); // ten real watch sessions and 50 completions take long on a busy machine

  it('continues from yesterday and starts over after a missed day', async () => {
    const now = new Date();
    const [kept, broken] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    await suite.context.deps.db.insert(pointsStreakDays).values([
      { userId: kept.id, day: utcDay(now, -1), days: 4 },
      { userId: broken.id, day: utcDay(now, -2), days: 9 },
    ]);
    expect((await overviewOf(kept)).streak).toMatchObject({ days: 4, bonusToday: false });
    expect((await overviewOf(broken)).streak).toMatchObject({ days: 0, bonusToday: false });
    const [keptVideo] = await watchedVideos(kept, 1);
    const [brokenVideo] = await watchedVideos(broken, 1);
    const keptResult = (await complete(kept, keptVideo ?? '')).json<CompletionResult>();
    expect(keptResult).toMatchObject({ points: 10, balance: 17, streakBonus: { days: 5, points: 7 } });
    const brokenResult = (await complete(broken, brokenVideo ?? '')).json<CompletionResult>();
    expect(brokenResult.streakBonus).toEqual({ days: 1, points: 7 });
    expect((await overviewOf(kept)).streak).toEqual({ days: 5, bonusToday: true, bonus: 7 });
  });

  it('records the day but pays nothing when the bonus is set to 0', async () => {
    await suite.context.deps.db
      .update(pointsGlobalConfig)
      .set({ streakBonus: 0 })
      .where(eq(pointsGlobalConfig.id, 1));
    const member = await createSignedInMember(suite.context);
    const [video] = await watchedVideos(member, 1);
    const result = (await complete(member, video ?? '')).json<CompletionResult>();
    expect(result).toMatchObject({ balance: 10, streakBonus: { days: 1, points: 0 } });
    expect((await overviewOf(member)).streak).toEqual({ days: 1, bonusToday: false, bonus: 0 });
  });
});

const verifyByHand = (email: string) =>
  injectAs(suite.context.app, suite.admin.token, {
    method: 'POST',
    url: '/api/v1/admin/members/verify-email',
    payload: { email, reason: 'Confirmed by phone' },
  });

async function userIdOf(email: string): Promise<string> {
  const [row] = await suite.context.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

describe('the welcome bonus', () => {
  it('is paid once when staff verify the address, under 50 parallel requests', async () => {
    expect((await register(suite.context.app, { email: 'welcome-staff@example.com' })).statusCode).toBe(201);
    const id = await userIdOf('welcome-staff@example.com');
    expect(await balanceOf(id)).toBe(0);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => verifyByHand('welcome-staff@example.com')),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await bonusPostings(id, 'welcome')).toHaveLength(1);
    expect(await balanceOf(id)).toBe(40);
  });

  it('is paid when the member verifies with the emailed code', async () => {
    expect((await register(suite.context.app, { email: 'welcome-code@example.com' })).statusCode).toBe(201);
    const list = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/outbox?q=welcome-code@example.com',
    });
    const [item] = list.json<OutboxPage>().items;
    const detail = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/outbox/${item?.id ?? ''}`,
    });
    const code = /code: (\d{6})/.exec(detail.json<OutboxEmail>().text)?.[1];
    const verified = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify/email',
      payload: { email: 'welcome-code@example.com', token: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const id = await userIdOf('welcome-code@example.com');
    expect(await balanceOf(id)).toBe(40);
    expect((await bonusPostings(id, 'welcome'))[0]).toMatchObject({
      kind: 'earn',
      reason: 'Welcome bonus',
      reasonCode: 'welcomeBonus',
      reasonValues: {},
    });
  });
});
