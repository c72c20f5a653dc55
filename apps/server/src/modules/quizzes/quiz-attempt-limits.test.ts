import type { QuizAttempt, QuizAuthoring } from '@streamit/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { quizAttempts } from './quizzes.schema.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';

const CAP = 3;
const suite = useAdminSuite('CONTENT_MODERATOR', { QUIZ_ATTEMPTS_PER_DAY: String(CAP) });

async function publishQuiz(timeLimitSeconds?: number): Promise<string> {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(suite.admin.token),
    payload: sampleQuiz(timeLimitSeconds ? { timeLimitSeconds } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuizAuthoring>().activityId;
}

const start = (activityId: string, token: string) =>
  suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/quiz/attempts`,
    headers: authHeader(token),
  });

const finish = (activityId: string, attemptId: string, token: string) =>
  suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/quiz/attempts/${attemptId}/finish`,
    headers: authHeader(token),
  });

async function attemptRows(userId: string, activityId: string, open = false) {
  const conditions = [eq(quizAttempts.userId, userId), eq(quizAttempts.activityId, activityId)];
  if (open) conditions.push(isNull(quizAttempts.finishedAt));
  return suite.context.deps.db
    .select()
    .from(quizAttempts)
    .where(and(...conditions));
}

describe('one open quiz attempt per member per quiz', () => {
  it('answers 50 parallel starts with one and the same attempt', async () => {
    const [activityId, member] = [await publishQuiz(), await createSignedInMember(suite.context)];
    const responses = await Promise.all(Array.from({ length: 50 }, () => start(activityId, member.token)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(responses.map((response) => response.json<QuizAttempt>().attemptId));
    expect(ids.size).toBe(1);
    expect(await attemptRows(member.id, activityId)).toHaveLength(1);
    const [first] = responses.map((response) => response.json<QuizAttempt>());
    const again = (await start(activityId, member.token)).json<QuizAttempt>();
    expect(again.questions.map((question) => question.id)).toEqual(first?.questions.map((q) => q.id));
  });

  it('has the database refuse a second unfinished attempt', async () => {
    const [activityId, member] = [await publishQuiz(), await createSignedInMember(suite.context)];
    const row = { activityId, userId: member.id, questionIds: [], passMarkPercent: 50 };
    await suite.context.deps.db.insert(quizAttempts).values(row);
    await expect(suite.context.deps.db.insert(quizAttempts).values(row)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }) as unknown,
    });
  });

  it('scores and closes an attempt whose time ran out, then draws a new one', async () => {
    const [activityId, member] = [await publishQuiz(30), await createSignedInMember(suite.context)];
    const first = (await start(activityId, member.token)).json<QuizAttempt>();
    await suite.context.deps.db
      .update(quizAttempts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(quizAttempts.id, first.attemptId));
    const second = (await start(activityId, member.token)).json<QuizAttempt>();
    expect(second.attemptId).not.toBe(first.attemptId);
    const [closed] = (await attemptRows(member.id, activityId)).filter((row) => row.id === first.attemptId);
    expect(closed).toMatchObject({ score: 0, passed: false });
    expect(closed?.finishedAt).not.toBeNull();
  });
});

describe('daily cap on quiz attempts (QUIZ_ATTEMPTS_PER_DAY)', () => {
  it('never exceeds the cap under 50 parallel start-and-finish runs, and then answers 429', async () => {
    const [activityId, member] = [await publishQuiz(), await createSignedInMember(suite.context)];
    const run = async () => {
      const started = await start(activityId, member.token);
      if (started.statusCode !== 201) return started.statusCode;
      const attempt = started.json<QuizAttempt>();
      return (await finish(activityId, attempt.attemptId, member.token)).statusCode;
    };
    const statuses = await Promise.all(Array.from({ length: 50 }, run));
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect((await attemptRows(member.id, activityId)).length).toBeLessThanOrEqual(CAP);
    // Sequential runs use up what the burst left; the cap is then exact.
    while ((await run()) === 200) {
      expect((await attemptRows(member.id, activityId)).length).toBeLessThanOrEqual(CAP);
    }
    expect(await attemptRows(member.id, activityId)).toHaveLength(CAP);
    const refused = await start(activityId, member.token);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('QUIZ_DAILY_ATTEMPTS_REACHED');
    expect(await attemptRows(member.id, activityId, true)).toHaveLength(0);
  });
});
