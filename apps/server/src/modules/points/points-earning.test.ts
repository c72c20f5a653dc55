import {
  ERRORS,
  type CompletionQuote,
  type CompletionResult,
  type QuizAttempt,
  type QuizAuthoring,
  type QuizResult,
} from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../members/members.schema.js';
import { insertActivity } from '../activities/activities.repository.js';
import { ageWatchSessions } from '../../../test/content.test-support.js';
import { useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';
import { loadGlobalConfig } from './points-config.service.js';
import { pointsContentOverrides, pointsGlobalConfig, pointsTierRules } from './points-config.schema.js';
import { activityCompletions, pointsPostings } from './points-ledger.schema.js';
import { quoteCompletion } from './points-earning.service.js';
import { checkLedger } from './points-rederive.service.js';
import { recordHeartbeat } from '../watch/watch.service.js';
import { totalPointsOf } from '../../../test/points.test-support.js';

const suite = useAdminSuite('CONTENT_MODERATOR');
let counter = 0;

beforeEach(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  // The streak bonus has its own tests (points-bonus.test.ts); here it would blur each rule's figures.
  await setGlobal({ cooldownSeconds: 0, dailyCap: 500, weeklyCap: 2_500, streakBonus: 0 });
});

async function setGlobal(values: Partial<typeof pointsGlobalConfig.$inferInsert>) {
  await suite.context.deps.db.update(pointsGlobalConfig).set(values).where(eq(pointsGlobalConfig.id, 1));
}

async function publishedVideo(pointsReward = 10, durationSeconds = 20): Promise<string> {
  counter += 1;
  const activity = await insertActivity(suite.context.deps.db, {
    type: 'VIDEO',
    title: `Points video ${counter}`,
    slug: `points-video-${counter}-${Date.now()}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 60_000),
    durationSeconds,
    pointsReward,
  });
  return activity.id;
}

function call(method: 'GET' | 'POST', url: string, member: TestMember, headers: Record<string, string> = {}) {
  return suite.context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...authHeader(member.token), ...headers },
  });
}

async function canComplete(member: TestMember, id: string): Promise<CompletionQuote> {
  const response = await call('GET', `/activities/${id}/can-complete`, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompletionQuote>();
}

/**
 * Watches `seconds` of a video through a real watch session and the watch module's heartbeat, aged instead
 * of waited: the evidence is in, and these tests ask POST /complete to decide (points-earning-outcome.test.ts
 * shows the heartbeat's answer deciding it).
 */
async function watch(member: TestMember, id: string, seconds: number): Promise<void> {
  const started = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${id}/interaction/start`,
    headers: authHeader(member.token),
    payload: { currentTime: 0 },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { sessionToken } = started.json<{ sessionToken: string }>();
  await ageWatchSessions(suite.context, member.id, seconds);
  const beat = { sessionToken, currentTime: seconds, sequence: 1, playing: true };
  const { result } = await recordHeartbeat(suite.context.deps, member.id, id, beat);
  expect(result.creditedSeconds).toBe(seconds);
}

const balanceOf = (userId: string) => totalPointsOf(suite.context, userId);

describe('earning points by completing activities', () => {
  it('pays a video once, only after verified watch time reaches the threshold, and explains why', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await publishedVideo(10, 20);
    expect(await canComplete(member, id)).toMatchObject({
      canComplete: false,
      reason: 'WATCH_TIME_NOT_REACHED',
    });
    const early = await call('POST', `/activities/${id}/complete`, member);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'POINTS_WATCH_TIME_NOT_REACHED' } });
    await watch(member, id, 16); // 80 % of 20 s
    const quote = await call('GET', `/points/calculate/${id}`, member);
    expect(quote.json<CompletionQuote>()).toMatchObject({
      canComplete: true,
      reason: null,
      breakdown: {
        base: 10,
        tier: 'BASIC',
        tierMultiplier: 1,
        categoryMultiplier: 1,
        points: 10,
        cappedBy: null,
      },
    });
    const done = await call('POST', `/activities/${id}/complete`, member);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<CompletionResult>()).toMatchObject({ points: 10, balance: 10, sequence: 1 });
    expect(await balanceOf(member.id)).toBe(10);
    const stats = await call('GET', '/users/me/stats/watch-to-earn', member);
    expect(stats.json()).toMatchObject({
      videosCompleted: 1,
      pointsFromVideos: 10,
      today: { earned: 10, cap: 500 },
      rules: { baseVideoPoints: 10, videoWatchPercent: 80 },
    });
    const again = await call('POST', `/activities/${id}/complete`, member);
    expect(again.json()).toMatchObject({ error: { code: 'POINTS_ALREADY_COMPLETED' } });
    expect(await canComplete(member, id)).toMatchObject({
      reason: 'ALREADY_COMPLETED',
      message: ERRORS.POINTS_ALREADY_COMPLETED.message,
    });
  });

  it('pays a quiz when its passed attempt is finished, in the finish answer', async () => {
    const member = await createSignedInMember(suite.context);
    const created = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/quizzes',
      headers: authHeader(suite.admin.token),
      payload: sampleQuiz({ pointsReward: 30 }),
    });
    const quiz = created.json<QuizAuthoring>();
    expect(await canComplete(member, quiz.activityId)).toMatchObject({ reason: 'QUIZ_NOT_PASSED' });
    const attempt = (
      await call('POST', `/activities/${quiz.activityId}/quiz/attempts`, member)
    ).json<QuizAttempt>();
    for (const question of attempt.questions) {
      const right = quiz.questions.find((q) => q.id === question.id)?.choices.filter((c) => c.correct) ?? [];
      await suite.context.app.inject({
        method: 'POST',
        url: `/api/v1/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/answers`,
        headers: authHeader(member.token),
        payload: { questionId: question.id, choiceIds: right.map((c) => c.id) },
      });
    }
    const finished = await call(
      'POST',
      `/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/finish`,
      member,
    );
    expect(finished.json<QuizResult>().earning).toMatchObject({
      status: 'PAID',
      award: { points: 30, balance: 30 },
    });
    const again = await call('POST', `/activities/${quiz.activityId}/complete`, member);
    expect(again.json()).toMatchObject({ error: { code: 'POINTS_ALREADY_COMPLETED' } });
  });

  it('refuses a game without a solved round', async () => {
    const member = await createSignedInMember(suite.context);
    counter += 1;
    const game = await insertActivity(suite.context.deps.db, {
      type: 'GAME',
      title: `Points game ${counter}`,
      slug: `points-game-${counter}-${Date.now()}`,
      status: 'PUBLISHED',
      publishAt: new Date(Date.now() - 60_000),
      pointsReward: 25,
    });
    expect(await canComplete(member, game.id)).toMatchObject({ reason: 'GAME_SCORE_TOO_LOW' });
  });

  it('enforces the cooldown, the daily and weekly caps, tier requirements and suspension', async () => {
    const member = await createSignedInMember(suite.context);
    const [a, b, c] = [await publishedVideo(40), await publishedVideo(40), await publishedVideo(40)];
    for (const id of [a, b, c]) await watch(member, id, 16);
    await setGlobal({ cooldownSeconds: 600, dailyCap: 60 });
    expect((await call('POST', `/activities/${a}/complete`, member)).json()).toMatchObject({ points: 40 });
    expect(await canComplete(member, b)).toMatchObject({ reason: 'COOLDOWN' });
    await setGlobal({ cooldownSeconds: 0 });
    const capped = await call('POST', `/activities/${b}/complete`, member);
    expect(capped.json()).toMatchObject({ points: 20, breakdown: { uncapped: 40, cappedBy: 'DAILY_CAP' } });
    expect(await canComplete(member, c)).toMatchObject({ reason: 'DAILY_CAP' });
    await setGlobal({ dailyCap: 500, weeklyCap: 60 });
    expect(await canComplete(member, c)).toMatchObject({ reason: 'WEEKLY_CAP' });
    await setGlobal({ weeklyCap: 2_500 });
    await suite.context.deps.db
      .insert(pointsContentOverrides)
      .values({ activityId: c, requiredTier: 'GOLD' });
    expect(await canComplete(member, c)).toMatchObject({ reason: 'TIER_REQUIRED' });
    await suite.context.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.id));
    expect(await quoteCompletion(suite.context.deps, member.id, c)).toMatchObject({ reason: 'SUSPENDED' });
    expect(await balanceOf(member.id)).toBe(60);
  });

  it('awards once when one member sends 100 completes at the same time', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await publishedVideo(10);
    await watch(member, id, 16);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', `/activities/${id}/complete`, member)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect(await balanceOf(member.id)).toBe(10);
    const completions = await suite.context.deps.db
      .select()
      .from(activityCompletions)
      .where(eq(activityCompletions.userId, member.id));
    expect(completions).toHaveLength(1);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('replays a retried complete with its Idempotency-Key, and repeats only when the activity allows it', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await publishedVideo(10);
    await suite.context.deps.db.insert(pointsContentOverrides).values({ activityId: id, allowRepeats: true });
    await watch(member, id, 16);
    const key = { 'idempotency-key': `complete-${id}` };
    const [first, second] = await Promise.all([
      call('POST', `/activities/${id}/complete`, member, key),
      call('POST', `/activities/${id}/complete`, member, key),
    ]);
    expect(second.body).toBe(first.body);
    expect(await balanceOf(member.id)).toBe(10);
    expect(await canComplete(member, id)).toMatchObject({ reason: 'WATCH_TIME_NOT_REACHED' });
    // Aging the next session moves its start 16 s back; move the completion 20 s back with it, so the
    // new session still started after the completion, as in real time.
    await suite.context.deps.db
      .update(activityCompletions)
      .set({ completedAt: sql`${activityCompletions.completedAt} - interval '20 seconds'` })
      .where(eq(activityCompletions.userId, member.id));
    await watch(member, id, 16);
    expect((await call('POST', `/activities/${id}/complete`, member)).json()).toMatchObject({ sequence: 2 });
    const postings = await suite.context.deps.db
      .select({ key: pointsPostings.idempotencyKey })
      .from(pointsPostings)
      .where(eq(pointsPostings.activityId, id));
    expect(postings.map((row) => row.key).sort()).toEqual([
      `complete:${id}:${member.id}:1`,
      `complete:${id}:${member.id}:2`,
    ]);
  });

  it('promotes the tier the moment an award crosses its threshold', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await publishedVideo(25);
    await watch(member, id, 16);
    await canComplete(member, id); // seeds the tier rules
    await suite.context.deps.db
      .update(pointsTierRules)
      .set({ threshold: 20 })
      .where(eq(pointsTierRules.tier, 'BRONZE'));
    await call('POST', `/activities/${id}/complete`, member);
    const [row] = await suite.context.deps.db
      .select({ tier: users.tier })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.tier).toBe('BRONZE');
    await suite.context.deps.db
      .update(pointsTierRules)
      .set({ threshold: 500 })
      .where(eq(pointsTierRules.tier, 'BRONZE'));
  });
});
