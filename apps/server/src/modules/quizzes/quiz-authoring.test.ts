import type {
  QuizAttempt,
  QuizAuthoring,
  QuizImage,
  QuizInput,
  QuizQuestionInput,
  QuizResult,
} from '@streamit/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { createSubmittedQuiz, sampleQuiz } from '../../../test/quizzes.test-support.js';

const suite = useAdminSuite('CONTENT_MODERATOR');
let creator: TestMember;
let member: TestMember;

beforeAll(async () => {
  creator = await createSignedInMember(suite.context, { creator: true });
  member = await createSignedInMember(suite.context);
});

function inject(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return suite.context.app.inject({ method, url: `/api/v1${url}`, headers: authHeader(token), payload });
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function uploadImage(url: string, token: string, bytes: Buffer) {
  const boundary = '----streamit-quiz-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.png"\r\nContent-Type: image/png\r\n\r\n`;
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function approve(id: string) {
  const response = await inject('POST', `/admin/content/${id}/moderate`, suite.admin.token, {
    decision: 'APPROVE',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A member plays every question: right answers for `rightCount` of them, wrong for the rest. */
async function play(quiz: QuizAuthoring, rightCount: number): Promise<QuizResult> {
  const attempt = (
    await inject('POST', `/activities/${quiz.activityId}/quiz/attempts`, member.token)
  ).json<QuizAttempt>();
  for (const [index, question] of attempt.questions.entries()) {
    const authored = quiz.questions.find((item) => item.id === question.id);
    const pick = authored?.choices.find((choice) => choice.correct === index < rightCount);
    const base = `/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}`;
    await inject('POST', `${base}/answers`, member.token, { questionId: question.id, choiceIds: [pick?.id] });
  }
  const finished = await inject(
    'POST',
    `/activities/${quiz.activityId}/quiz/attempts/${attempt.attemptId}/finish`,
    member.token,
  );
  return finished.json<QuizResult>();
}

const NIGHT_WATCH: QuizQuestionInput = {
  prompt: 'The Night Watch is by Rembrandt.',
  kind: 'TRUE_FALSE',
  explanation: 'Rembrandt finished it in 1642.',
  choices: [
    { text: 'True', correct: true },
    { text: 'False', correct: false },
  ],
};
const TRUE_FALSE_QUIZ: QuizInput = sampleQuiz({
  title: 'True or false',
  passMarkPercent: 100,
  questions: [NIGHT_WATCH],
});

describe('quiz authoring: draft, submit, moderation', () => {
  it('keeps a draft out of the queue until submitted, and submits only drafts', async () => {
    const created = await inject('POST', '/creator/quizzes', creator.token, TRUE_FALSE_QUIZ);
    const draft = created.json<QuizAuthoring>();
    expect(draft).toMatchObject({ status: 'DRAFT', version: 1 });
    const queue = await inject('GET', '/admin/content/moderation-queue?type=QUIZ', suite.admin.token);
    expect(queue.body).not.toContain(draft.activityId);
    const submitted = await inject('POST', `/creator/quizzes/${draft.activityId}/submit`, creator.token);
    expect(submitted.json<QuizAuthoring>().status).toBe('PENDING_REVIEW');
    const again = await inject('POST', `/creator/quizzes/${draft.activityId}/submit`, creator.token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('QUIZ_NOT_DRAFT');
    // The moderator reads the quiz with its answers marked.
    const seen = await inject('GET', `/admin/quizzes/${draft.activityId}`, suite.admin.token);
    expect(seen.json<QuizAuthoring>().questions[0]?.choices).toEqual([
      expect.objectContaining({ text: 'True', correct: true }),
      expect.objectContaining({ text: 'False', correct: false }),
    ]);
  });

  it('refuses a true/false question without two choices, and an image question without its picture once live', async () => {
    const three = structuredClone(TRUE_FALSE_QUIZ);
    three.questions[0]?.choices.push({ text: 'Maybe', correct: false });
    expect((await inject('POST', '/creator/quizzes', creator.token, three)).statusCode).toBe(400);
    const bare = structuredClone(TRUE_FALSE_QUIZ);
    if (bare.questions[0]) bare.questions[0].kind = 'IMAGE';
    // A creator's draft may wait for its picture (it is uploaded to the saved quiz); submitting may not.
    const draft = await inject('POST', '/creator/quizzes', creator.token, bare);
    expect(draft.statusCode, draft.body).toBe(201);
    const submitted = await inject(
      'POST',
      `/creator/quizzes/${draft.json<QuizAuthoring>().activityId}/submit`,
      creator.token,
    );
    expect(submitted.statusCode).toBe(409);
    expect(errorOf(submitted).code).toBe('QUIZ_IMAGE_MISSING');
    const staff = await inject('POST', '/admin/quizzes', suite.admin.token, bare);
    expect(errorOf(staff).code).toBe('QUIZ_IMAGE_MISSING');
  });
});

describe('image questions', () => {
  it('stores an uploaded picture resized as a JPEG under the quiz and refuses pictures of another quiz', async () => {
    const quiz = (
      await inject('POST', '/creator/quizzes', creator.token, TRUE_FALSE_QUIZ)
    ).json<QuizAuthoring>();
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#aa3311' } })
      .png()
      .toBuffer();
    const uploaded = await uploadImage(`/creator/quizzes/${quiz.activityId}/images`, creator.token, wide);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<QuizImage>();
    expect(image.ref.startsWith(`activities/${quiz.activityId}/`)).toBe(true);
    const served = await suite.context.app.inject({
      method: 'GET',
      url: image.url,
      headers: authHeader(creator.token),
    });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1280 });

    const withImage = structuredClone(TRUE_FALSE_QUIZ);
    withImage.questions.push({
      prompt: 'Which painter used this red?',
      kind: 'IMAGE',
      media: { kind: 'IMAGE', ref: image.ref },
      choices: [
        { text: 'Titian', correct: true },
        { text: 'Turner', correct: false },
      ],
    });
    const saved = await inject('PUT', `/creator/quizzes/${quiz.activityId}`, creator.token, withImage);
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await inject('POST', '/creator/quizzes', creator.token, withImage);
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).code).toBe('QUIZ_IMAGE_NOT_OWN');
    const notImage = await uploadImage(
      `/creator/quizzes/${quiz.activityId}/images`,
      creator.token,
      Buffer.from('hi'),
    );
    expect(notImage.statusCode).toBe(415);
  });
});

describe('quiz versions', () => {
  it('keeps a v1 attempt score after v2 is published and grades v2 attempts against v2', async () => {
    const v1 = await createSubmittedQuiz(suite.context, creator.token, TRUE_FALSE_QUIZ);
    await approve(v1.activityId);
    const first = await play(v1, 1);
    expect(first).toMatchObject({ score: 1, maxScore: 1, passed: true });

    // v2 flips the answer: what was right in v1 is wrong now, and a second question joins.
    const edited = structuredClone(TRUE_FALSE_QUIZ);
    edited.passMarkPercent = 50;
    edited.questions[0] = { ...NIGHT_WATCH, prompt: 'The Night Watch is by Vermeer.' };
    edited.questions[0].choices = [
      { text: 'True', correct: false },
      { text: 'False', correct: true },
    ];
    edited.questions.push({ ...NIGHT_WATCH, prompt: 'Rembrandt was Dutch.' });
    const saved = await inject('PUT', `/creator/quizzes/${v1.activityId}`, creator.token, edited);
    expect(saved.json<QuizAuthoring>()).toMatchObject({ status: 'DRAFT', version: 2 });
    // A draft edit of v2 stays v2.
    const resaved = await inject('PUT', `/creator/quizzes/${v1.activityId}`, creator.token, edited);
    expect(resaved.json<QuizAuthoring>().version).toBe(2);
    await inject('POST', `/creator/quizzes/${v1.activityId}/submit`, creator.token);
    await approve(v1.activityId);
    const v2 = (
      await inject('GET', `/creator/quizzes/${v1.activityId}`, creator.token)
    ).json<QuizAuthoring>();
    expect(v2.questions).toHaveLength(2);

    const second = await play(v2, 1);
    expect(second).toMatchObject({ score: 1, maxScore: 2, percent: 50, passed: true });
    const history = await inject('GET', `/activities/${v1.activityId}/quiz/attempts`, member.token);
    const items = history.json<{
      items: { attemptId: string; score: number; maxScore: number; passed: boolean }[];
    }>().items;
    expect(items.find((item) => item.attemptId === first.attemptId)).toMatchObject({
      score: 1,
      maxScore: 1,
      passed: true,
    });
  });
});
