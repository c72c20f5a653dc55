import type {
  HeartbeatResult,
  PendingAwardList,
  QuizAttempt,
  QuizAuthoring,
  QuizResult,
} from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activities } from '../activities/activities.schema.js';
import { ageWatchSessions } from '../../../test/content.test-support.js';
import { useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { loadGlobalConfig } from '../points/points-config.service.js';
import { pointsGlobalConfig } from '../points/points-config.schema.js';
import { activityCompletions } from '../points/points-ledger.schema.js';
import { pointsPendingAwards } from '../points/points-pending.schema.js';
import { settlePendingAward } from '../points/points-pending.service.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { publishVideo, totalPointsOf } from '../../../test/points.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';

const suite = useAdminSuite('CONTENT_MODERATOR');

beforeEach(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  await setGlobal({ cooldownSeconds: 30, dailyCap: 500, weeklyCap: 2_500, streakBonus: 0 });
});

async function setGlobal(values: Partial<typeof pointsGlobalConfig.$inferInsert>) {
  await suite.context.deps.db.update(pointsGlobalConfig).set(values).where(eq(pointsGlobalConfig.id, 1));
}

function call(method: 'GET' | 'POST', url: string, member: TestMember, payload?: object) {
  return suite.context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: authHeader(member.token),
    ...(payload ? { payload } : {}),
  });
}

/** One sitting: a new session from `from`, aged by `seconds`, and one heartbeat at `from + seconds`. */
async function sitting(member: TestMember, id: string, from: number, seconds: number) {
  const started = await call('POST', `/activities/${id}/interaction/start`, member, { currentTime: from });
  const { sessionToken } = started.json<{ sessionToken: string }>();
  await ageWatchSessions(suite.context, member.id, seconds);
  const beat = { sessionToken, currentTime: from + seconds, sequence: 1, playing: true };
  const answer = await call('POST', `/activities/${id}/interact`, member, beat);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<HeartbeatResult>();
}

const balanceOf = (userId: string) => totalPointsOf(suite.context, userId);

/** Moves the member's last completion back, as if the cooldown had run out meanwhile. */
async function endCooldown(member: TestMember) {
  await suite.context.deps.db
    .update(activityCompletions)
    .set({ completedAt: sql`${activityCompletions.completedAt} - interval '31 seconds'` })
    .where(eq(activityCompletions.userId, member.id));
}

async function pendingOf(member: TestMember) {
  const listed = await call('GET', '/points/pending-awards', member);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<PendingAwardList>().items;
}

async function passQuiz(member: TestMember, pointsReward: number): Promise<QuizResult> {
  const created = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(suite.admin.token),
    payload: sampleQuiz({ pointsReward }),
  });
  const quiz = created.json<QuizAuthoring>();
  const attempt = (
    await call('POST', `/activities/${quiz.activityId}/quiz/attempts`, member)
  ).json<QuizAttempt>();
  for (const question of attempt.questions) {
    const right = quiz.questions.find((q) => q.id === question.id)?.choices.filter((c) => c.correct) ?? [];
    await call('POST', `/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/answers`, member, {
      questionId: question.id,
      choiceIds: right.map((c) => c.id),
    });
  }
  const url = `/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/finish`;
  return (await call('POST', url, member)).json<QuizResult>();
}

describe('the server decides when evidence arrives', () => {
  it('pays a video in the heartbeat that brings two sittings over the threshold', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await publishVideo(suite.context, { pointsReward: 10 });
    const first = await sitting(member, id, 0, 8);
    expect(first).toMatchObject({ accepted: true, creditedSeconds: 8, earning: null });
    const second = await sitting(member, id, 8, 8);
    expect(second.earning).toMatchObject({ status: 'PAID', award: { points: 10, balance: 10, sequence: 1 } });
    const third = await sitting(member, id, 0, 20);
    expect(third.earning).toBeNull();
    expect(await balanceOf(member.id)).toBe(10);
  });

  it('keeps an award earned during the cooldown and pays it when the cooldown ends', async () => {
    const member = await createSignedInMember(suite.context);
    const [first, next] = [
      await publishVideo(suite.context, { pointsReward: 10 }),
      await publishVideo(suite.context, { pointsReward: 15 }),
    ];
    expect((await sitting(member, first, 0, 20)).earning).toMatchObject({ status: 'PAID' });
    const waiting = (await sitting(member, next, 0, 20)).earning;
    expect(waiting).toMatchObject({ status: 'PENDING', pending: { status: 'WAITING', points: 15 } });
    const dueIn = waiting?.status === 'PENDING' ? Date.parse(waiting.pending.dueAt) - Date.now() : 0;
    expect(dueIn).toBeGreaterThan(25_000);
    expect(dueIn).toBeLessThanOrEqual(30_000);
    const quote = await call('GET', `/activities/${next}/can-complete`, member);
    expect(quote.json()).toMatchObject({ reason: 'COOLDOWN', pending: { status: 'WAITING' } });
    await endCooldown(member);
    const pendingId = waiting?.status === 'PENDING' ? waiting.pending.id : '';
    await settlePendingAward(suite.context.deps, pendingId);
    expect(await balanceOf(member.id)).toBe(25);
    expect(await pendingOf(member)).toEqual([
      expect.objectContaining({ activityId: next, status: 'PAID', points: 15, reason: null }),
    ]);
  });

  it('pays a passed quiz in its finish answer, and keeps one passed during the cooldown', async () => {
    const member = await createSignedInMember(suite.context);
    expect((await passQuiz(member, 30)).earning).toMatchObject({ status: 'PAID', award: { points: 30 } });
    const second = await passQuiz(member, 20);
    expect(second.earning).toMatchObject({ status: 'PENDING', pending: { points: 20 } });
  });

  it('settles a pending award once when 50 settlements and the member race for it', async () => {
    const member = await createSignedInMember(suite.context);
    const [first, next] = [
      await publishVideo(suite.context),
      await publishVideo(suite.context, { pointsReward: 40 }),
    ];
    await sitting(member, first, 0, 20);
    const waiting = (await sitting(member, next, 0, 20)).earning;
    const pendingId = waiting?.status === 'PENDING' ? waiting.pending.id : '';
    await endCooldown(member);
    await Promise.all([
      ...Array.from({ length: 50 }, () => settlePendingAward(suite.context.deps, pendingId)),
      call('POST', `/activities/${next}/complete`, member),
    ]);
    expect(await balanceOf(member.id)).toBe(50);
    const rows = await suite.context.deps.db
      .select()
      .from(activityCompletions)
      .where(eq(activityCompletions.activityId, next));
    expect(rows).toHaveLength(1);
    expect((await pendingOf(member)).map((item) => item.status)).toEqual(['PAID']);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('pays once when 50 heartbeats of one session cross the threshold together', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await publishVideo(suite.context, { pointsReward: 12 });
    const started = await call('POST', `/activities/${id}/interaction/start`, member, { currentTime: 0 });
    const { sessionToken } = started.json<{ sessionToken: string }>();
    await ageWatchSessions(suite.context, member.id, 20);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('POST', `/activities/${id}/interact`, member, {
          sessionToken,
          currentTime: 16 + index * 0.05,
          sequence: index + 1,
          playing: true,
        }),
      ),
    );
    const paid = answers.filter((answer) => answer.json<HeartbeatResult>().earning?.status === 'PAID');
    expect(paid).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(12);
  });

  it('refuses a pending award visibly when the daily cap filled up or the activity went away', async () => {
    const member = await createSignedInMember(suite.context);
    const [first, capped, gone] = [
      await publishVideo(suite.context, { pointsReward: 10 }),
      await publishVideo(suite.context, { pointsReward: 10 }),
      await publishVideo(suite.context, { pointsReward: 10 }),
    ];
    await sitting(member, first, 0, 20);
    const keptCapped = (await sitting(member, capped, 0, 20)).earning;
    const keptGone = (await sitting(member, gone, 0, 20)).earning;
    expect([keptCapped?.status, keptGone?.status]).toEqual(['PENDING', 'PENDING']);
    await endCooldown(member);
    await setGlobal({ dailyCap: 10 });
    await suite.context.deps.db.update(activities).set({ status: 'DRAFT' }).where(eq(activities.id, gone));
    const waiting = await suite.context.deps.db
      .select({ id: pointsPendingAwards.id })
      .from(pointsPendingAwards)
      .where(eq(pointsPendingAwards.userId, member.id));
    for (const { id } of waiting) await settlePendingAward(suite.context.deps, id);
    const settled = await pendingOf(member);
    expect(settled.find((item) => item.activityId === capped)).toMatchObject({
      status: 'REFUSED',
      reason: 'DAILY_CAP',
      message: "You have reached today's points limit. Come back tomorrow.",
    });
    expect(settled.find((item) => item.activityId === gone)).toMatchObject({
      status: 'REFUSED',
      reason: 'UNAVAILABLE',
    });
    expect(await balanceOf(member.id)).toBe(10);
  });
});
