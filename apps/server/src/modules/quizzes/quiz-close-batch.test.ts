import type { QuizAttempt, QuizAuthoring, QuizResult } from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';
import { closeOwnOpenAttemptSoon } from './quiz-close-batch.js';

// Group commit of quiz finishes (decision 099): parallel finishes share one closing statement, and each still
// gets exactly what closing its attempt alone would have given.

const suite = useAdminSuite('CONTENT_MODERATOR');
afterEach(() => {
  vi.restoreAllMocks();
});

function call(url: string, member: TestMember, payload?: object) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: authHeader(member.token),
    payload,
  });
}

async function publishQuiz(): Promise<QuizAuthoring> {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(suite.admin.token),
    payload: sampleQuiz({ drawCount: 1, passMarkPercent: 100 }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuizAuthoring>();
}

/** Starts `member`'s attempt and answers its one question right or wrong. */
async function answeredAttempt(quiz: QuizAuthoring, member: TestMember, right: boolean) {
  const attempt = (await call(`/activities/${quiz.activityId}/quiz/attempts`, member)).json<QuizAttempt>();
  const questionId = attempt.questions[0]?.id ?? '';
  const choices = quiz.questions.find((question) => question.id === questionId)?.choices ?? [];
  const choiceIds = choices.filter((choice) => choice.correct === right).map((choice) => choice.id);
  await call(`/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/answers`, member, {
    questionId,
    choiceIds: right ? choiceIds : choiceIds.slice(0, 1),
  });
  return attempt;
}

const finishUrl = (attempt: QuizAttempt) =>
  `/activities/${attempt.activityId}/quiz/attempts/${attempt.attemptId}/finish`;

describe('quiz finishes by group commit', () => {
  it('closes 50 parallel finishes in fewer statements, each with its own score; a stranger gets 404, a repeated finish the first result', async () => {
    const quiz = await publishQuiz();
    const members = await Promise.all(Array.from({ length: 50 }, () => createSignedInMember(suite.context)));
    const attempts = await Promise.all(
      members.map((member, index) => answeredAttempt(quiz, member, index % 2 === 0)),
    );
    const stranger = await createSignedInMember(suite.context);
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    const [strangers, ...answers] = await Promise.all([
      call(finishUrl(attempts[0] as QuizAttempt), stranger),
      ...members.map((member, index) => call(finishUrl(attempts[index] as QuizAttempt), member)),
      call(finishUrl(attempts[1] as QuizAttempt), members[1] as TestMember),
    ]);
    const names = spy.mock.calls.map(([query]) => (query as { name?: string }).name);
    spy.mockRestore();

    expect(strangers.statusCode).toBe(404);
    const results = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<QuizResult>();
    });
    results.slice(0, 50).forEach((result, index) => {
      expect(result).toMatchObject({ score: index % 2 === 0 ? 1 : 0, maxScore: 1, passed: index % 2 === 0 });
    });
    const { earning: _replayed, ...replay } = results[50] as QuizResult;
    const { earning: _first, ...first } = results[1] as QuizResult;
    expect(replay).toEqual(first);
    const closes = names.filter((name) => name === 'close_own_open_attempts').length;
    expect(closes).toBeGreaterThan(0);
    expect(closes).toBeLessThan(50);
  });

  it('closes each ask alone when the shared statement fails, so only the bad ask fails', async () => {
    const quiz = await publishQuiz();
    const [member, other] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    const [attempt, another] = [
      await answeredAttempt(quiz, member, true),
      await answeredAttempt(quiz, other, false),
    ];
    const ask = (at: QuizAttempt, who: TestMember) => ({
      attemptId: at.attemptId,
      activityId: at.activityId,
      userId: who.id,
    });
    // Asked in the same turn, so they share a batch: the malformed id makes PostgreSQL refuse its statement.
    const [good, bad, fine, unknown] = await Promise.allSettled([
      closeOwnOpenAttemptSoon(suite.context.deps, ask(attempt, member)),
      closeOwnOpenAttemptSoon(suite.context.deps, { ...ask(another, other), attemptId: 'not-an-id' }),
      closeOwnOpenAttemptSoon(suite.context.deps, ask(another, other)),
      closeOwnOpenAttemptSoon(suite.context.deps, { ...ask(another, other), attemptId: randomUUID() }),
    ]);
    expect(good).toMatchObject({
      status: 'fulfilled',
      value: { id: attempt.attemptId, score: 1, passed: true },
    });
    expect(bad.status).toBe('rejected');
    expect(fine).toMatchObject({
      status: 'fulfilled',
      value: { id: another.attemptId, score: 0, passed: false },
    });
    expect(unknown).toEqual({ status: 'fulfilled', value: undefined });
  });
});
