import type { QuizAnswerResult, QuizAttempt, QuizAuthoring, QuizInput, QuizResult } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { quizAttempts } from './quizzes.schema.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';

/** Every key of a JSON value, at any depth. */
function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  return [];
}

const suite = useAdminSuite('CONTENT_MODERATOR');
let member: TestMember;

beforeAll(async () => {
  member = await createSignedInMember(suite.context);
});

async function publishQuiz(input: QuizInput = sampleQuiz()): Promise<QuizAuthoring> {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(suite.admin.token),
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuizAuthoring>();
}

function start(activityId: string, token = member.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/quiz/attempts`,
    headers: authHeader(token),
  });
}

function answer(attempt: QuizAttempt, questionId: string, choiceIds: string[], token = member.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${attempt.activityId}/quiz/attempts/${attempt.attemptId}/answers`,
    headers: authHeader(token),
    payload: { questionId, choiceIds },
  });
}

function correctIds(quiz: QuizAuthoring, questionId: string): string[] {
  const question = quiz.questions.find((item) => item.id === questionId);
  return (question?.choices ?? []).filter((choice) => choice.correct).map((choice) => choice.id);
}

describe('quiz attempts', () => {
  it('issues questions without any correctness data and grades answers on the server', async () => {
    const quiz = await publishQuiz();
    const started = await start(quiz.activityId);
    expect(started.statusCode).toBe(201);
    const attempt = started.json<QuizAttempt>();
    expect(attempt.questions).toHaveLength(3);
    const keys = keysDeep(attempt);
    for (const leak of ['correct', 'correctChoiceIds', 'explanation', 'isCorrect', 'answer'])
      expect(keys).not.toContain(leak);
    expect(started.body).not.toMatch(/"correct"|explanation/i);

    const byPrompt = (start: string) => quiz.questions.find((q) => q.prompt.startsWith(start))?.id ?? '';
    const [mona, dutch, sistine] = [
      byPrompt('Who painted'),
      byPrompt('Which of these'),
      byPrompt('Where is'),
    ];
    const right = await answer(attempt, mona, correctIds(quiz, mona));
    expect(right.json<QuizAnswerResult>()).toMatchObject({ correct: true, questionCount: 3 });
    expect(right.json<QuizAnswerResult>().explanation).toMatch(/Leonardo/);
    // One of the two right choices of a multiple-choice question is not a right answer.
    const partial = await answer(attempt, dutch, correctIds(quiz, dutch).slice(0, 1));
    expect(partial.json<QuizAnswerResult>()).toMatchObject({ correct: false, answeredCount: 2 });
    expect(partial.json<QuizAnswerResult>().correctChoiceIds.sort()).toEqual(correctIds(quiz, dutch).sort());
    const again = await answer(attempt, mona, correctIds(quiz, mona));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('QUIZ_ALREADY_ANSWERED');
    const wrong = quiz.questions.find((q) => q.id === sistine)?.choices.find((c) => !c.correct)?.id ?? '';
    expect((await answer(attempt, sistine, [wrong])).json<QuizAnswerResult>().correct).toBe(false);

    const finished = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/finish`,
      headers: authHeader(member.token),
    });
    expect(finished.json<QuizResult>()).toMatchObject({ score: 1, maxScore: 3, percent: 33, passed: false });
    const history = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${quiz.activityId}/quiz/attempts`,
      headers: authHeader(member.token),
    });
    expect(history.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ attemptId: attempt.attemptId, score: 1, maxScore: 3, passed: false }),
    ]);
    const late = await answer(attempt, dutch, correctIds(quiz, dutch));
    expect(errorOf(late).code).toBe('QUIZ_ATTEMPT_FINISHED');
  });

  it('passes an attempt with every answer right, and draws the configured number of questions', async () => {
    const quiz = await publishQuiz(sampleQuiz({ drawCount: 2, passMarkPercent: 100 }));
    const attempt = (await start(quiz.activityId)).json<QuizAttempt>();
    expect(attempt.questions).toHaveLength(2);
    for (const question of attempt.questions) {
      const graded = await answer(attempt, question.id, correctIds(quiz, question.id));
      expect(graded.json<QuizAnswerResult>().correct).toBe(true);
    }
    const finish = (token: string) =>
      suite.context.app.inject({
        method: 'POST',
        url: `/api/v1/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/finish`,
        headers: authHeader(token),
      });
    // Finished in one statement: 20 racing finishes all answer the first result, another member's is 404.
    const finished = await Promise.all(Array.from({ length: 20 }, () => finish(member.token)));
    const results = finished.map((response) => {
      const { earning: _earning, ...result } = response.json<QuizResult>();
      return result;
    });
    expect(results[0]).toMatchObject({ score: 2, maxScore: 2, percent: 100, passed: true });
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    const stranger = await createSignedInMember(suite.context);
    expect((await finish(stranger.token)).statusCode).toBe(404);
  });

  it('refuses an answer after the time limit, counted from the attempt start on the server clock', async () => {
    const quiz = await publishQuiz(sampleQuiz({ timeLimitSeconds: 30 }));
    const attempt = (await start(quiz.activityId)).json<QuizAttempt>();
    expect(Date.parse(attempt.expiresAt ?? '') - Date.parse(attempt.startedAt)).toBe(30_000);
    // Thirty-one seconds pass: the attempt's clock is moved back rather than the test waiting.
    await suite.context.deps.db
      .update(quizAttempts)
      .set({
        startedAt: sql`${quizAttempts.startedAt} - interval '31 seconds'`,
        expiresAt: sql`${quizAttempts.expiresAt} - interval '31 seconds'`,
      })
      .where(eq(quizAttempts.id, attempt.attemptId));
    const question = attempt.questions[0]?.id ?? '';
    const late = await answer(attempt, question, correctIds(quiz, question));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'QUIZ_TIME_UP' });
  });

  it("refuses choices of another question, another member's attempt and unpublished quizzes", async () => {
    const quiz = await publishQuiz();
    const attempt = (await start(quiz.activityId)).json<QuizAttempt>();
    const [one, two] = attempt.questions as [QuizAttempt['questions'][0], QuizAttempt['questions'][0]];
    expect((await answer(attempt, one.id, [two.choices[0]?.id ?? ''])).statusCode).toBe(400);
    const other = await createSignedInMember(suite.context);
    expect((await answer(attempt, one.id, [one.choices[0]?.id ?? ''], other.token)).statusCode).toBe(404);
    const anonymous = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${quiz.activityId}/quiz/attempts`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('quiz authoring', () => {
  it('keeps a creator quiz a draft until submitted and refuses members who are not creators', async () => {
    const creator = await createSignedInMember(suite.context, { creator: true });
    const created = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/creator/quizzes',
      headers: authHeader(creator.token),
      payload: sampleQuiz(),
    });
    expect(created.statusCode).toBe(201);
    const quiz = created.json<QuizAuthoring>();
    expect(quiz).toMatchObject({ status: 'DRAFT', version: 1 });
    expect((await start(quiz.activityId)).statusCode).toBe(404);
    const refused = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/creator/quizzes',
      headers: authHeader(member.token),
      payload: sampleQuiz(),
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('CREATOR_REQUIRED');
    const foreign = await suite.context.app.inject({
      method: 'PUT',
      url: `/api/v1/creator/quizzes/${quiz.activityId}`,
      headers: authHeader((await createSignedInMember(suite.context, { creator: true })).token),
      payload: sampleQuiz(),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a single-choice question with two right answers', async () => {
    const bad = sampleQuiz();
    bad.questions[0] = {
      prompt: 'Two right answers?',
      kind: 'SINGLE',
      choices: [
        { text: 'A', correct: true },
        { text: 'B', correct: true },
      ],
    };
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/quizzes',
      headers: authHeader(suite.admin.token),
      payload: bad,
    });
    expect(response.statusCode).toBe(400);
  });
});
