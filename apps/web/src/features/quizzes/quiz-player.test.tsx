import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeActivityDetail } from '../../test/activities';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  type FakeRequest,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a51';
const ATTEMPT_ID = '0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a52';
const Q1 = '0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a61';
const Q2 = '0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a62';
const C = (n: number) => `0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a7${String(n)}`;

const QUIZ = makeActivityDetail(ID, 'Renaissance masters', {
  type: 'QUIZ',
  slug: 'renaissance',
  description: 'Questions on painters.',
  durationSeconds: null,
  pointsReward: 50,
  isDemo: true,
});
const SUMMARY = {
  activityId: ID,
  title: QUIZ.title,
  description: 'Two questions on painters.',
  questionCount: 2,
  timeLimitSeconds: 300,
  passMarkPercent: 60,
  pointsReward: 50,
};
const ATTEMPT = {
  attemptId: ATTEMPT_ID,
  activityId: ID,
  startedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  timeLimitSeconds: 300,
  passMarkPercent: 60,
  questions: [
    {
      id: Q1,
      prompt: 'Who painted The Last Supper?',
      kind: 'SINGLE',
      media: null,
      choices: [
        { id: C(1), text: 'Titian' },
        { id: C(2), text: 'Leonardo da Vinci' },
      ],
    },
    {
      id: Q2,
      prompt: 'Which works are by Raphael?',
      kind: 'MULTIPLE',
      media: null,
      choices: [
        { id: C(3), text: 'The School of Athens' },
        { id: C(4), text: 'The Night Watch' },
        { id: C(5), text: 'The Sistine Madonna' },
      ],
    },
  ],
};
const RESULT = {
  attemptId: ATTEMPT_ID,
  activityId: ID,
  score: 1,
  maxScore: 2,
  percent: 50,
  passed: false,
  startedAt: ATTEMPT.startedAt,
  finishedAt: new Date().toISOString(),
  earning: null,
};

function verdict(questionId: string, correct: boolean, correctChoiceIds: string[], explanation: string) {
  return { questionId, correct, correctChoiceIds, explanation, answeredCount: 1, questionCount: 2 };
}

function serveQuiz(overrides: Record<string, Responder> = {}): { requests: FakeRequest[] } {
  const base = `/api/v1/activities/${ID}`;
  const routes: Record<string, Responder> = {
    '/api/v1/site/config': respondSiteConfig(),
    [`GET ${base}`]: respondJson(200, QUIZ),
    [`GET ${base}/quiz`]: respondJson(200, SUMMARY),
    [`GET ${base}/quiz/attempts`]: respondJson(200, { items: [] }),
    [`POST ${base}/quiz/attempts`]: respondJson(201, ATTEMPT),
    [`POST ${base}/quiz/attempts/${ATTEMPT_ID}/finish`]: respondJson(200, RESULT),
    ...overrides,
  };
  return installFakeFetch(respondByPath(routes));
}

const ANSWERS = `POST /api/v1/activities/${ID}/quiz/attempts/${ATTEMPT_ID}/answers`;

describe('quiz player', { timeout: 20_000 }, () => {
  it('plays an attempt: one question at a time, graded by the server, then the results and another go', async () => {
    let answer = 0;
    const { requests } = serveQuiz({
      [ANSWERS]: (request) => {
        answer += 1;
        const reply =
          answer === 1
            ? verdict(Q1, false, [C(2)], 'Leonardo painted it in Milan.')
            : verdict(Q2, true, [C(3), C(5)], 'Both are by Raphael.');
        return respondJson(200, reply)(request);
      },
    });
    storeMember(makeMember());
    renderApp(`/activities/${ID}`);
    expect((await screen.findByTestId('quiz-rules', {}, { timeout: 5000 })).textContent).toContain(
      '2 questions',
    );
    expect(screen.getByText('Time limit: 5:00')).toBeTruthy();
    expect(screen.getByText('Pass mark: 60%')).toBeTruthy();
    await screen.findByText('You have not taken this quiz yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));

    expect((await screen.findByTestId('quiz-progress')).textContent).toBe('Question 1 of 2');
    expect(screen.getByRole('timer').textContent).toMatch(/^[45]:\d\d$/);
    const check = screen.getByRole<HTMLButtonElement>('button', { name: 'Check my answer' });
    expect(check.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Titian' }));
    await userEvent.click(check);
    await screen.findByText('Not quite.');
    expect(screen.getByText('Leonardo painted it in Milan.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Titian/ }).disabled).toBe(true);
    expect(screen.getByRole('radio', { name: /^Leonardo da Vinci\s*\(right answer\)$/ })).toBeTruthy();
    expect(readJsonBody(requests.find((r) => r.url.endsWith('/answers')))).toEqual({
      questionId: Q1,
      choiceIds: [C(1)],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByTestId('quiz-progress').textContent).toBe('Question 2 of 2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'The School of Athens' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'The Sistine Madonna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await screen.findByText('Correct!');
    expect(readJsonBody(requests.filter((r) => r.url.endsWith('/answers'))[1])).toEqual({
      questionId: Q2,
      choiceIds: [C(3), C(5)],
    });

    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByRole('heading', { name: 'Not passed this time' });
    expect(screen.getByTestId('quiz-score').textContent).toBe('You scored 1 of 2 (50%).');
    const review = screen.getByRole('heading', { name: 'Your answers' }).parentElement ?? document.body;
    expect(within(review).getByText('Your answer: Titian')).toBeTruthy();
    expect(within(review).getByText('Right answer: The School of Athens, The Sistine Madonna')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Start the quiz' });
  });

  it("shows the server's message when time is up and still lets the member see the results", async () => {
    serveQuiz({
      [ANSWERS]: respondError(409, 'QUIZ_TIME_UP', 'The time limit for this attempt has passed.'),
    });
    storeMember(makeMember());
    renderApp(`/activities/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Titian' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The time limit for this attempt has passed.',
    );
    expect(screen.queryByRole('button', { name: 'Check my answer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByTestId('quiz-score');
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
  });

  it('after a reload, treats a question answered before it as answered, not as an error', async () => {
    // The server resumes the open attempt; its first question already has an answer there.
    serveQuiz({
      [ANSWERS]: (request) =>
        (readJsonBody(request) as { questionId: string }).questionId === Q1
          ? respondError(409, 'QUIZ_ALREADY_ANSWERED', 'This question has already been answered.')(request)
          : respondJson(200, verdict(Q2, true, [C(3), C(5)], 'Both are by Raphael.'))(request),
    });
    storeMember(makeMember());
    renderApp(`/activities/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Titian' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await screen.findByText(
      'You answered this question before the page was reloaded. That answer stands and counts in your score.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Titian' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Check my answer' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'The School of Athens' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'The Sistine Madonna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await screen.findByText('Correct!');
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByTestId('quiz-score');
    const review = screen.getByRole('heading', { name: 'Your answers' }).parentElement ?? document.body;
    expect(within(review).getByText('Answered earlier')).toBeTruthy();
    expect(within(review).getByText('Right')).toBeTruthy();
    expect(within(review).queryByText(/^Your answer: Titian/)).toBeNull();
  });

  it('offers the results once the countdown reaches zero', async () => {
    const expired = { ...ATTEMPT, expiresAt: new Date(Date.now() + 1000).toISOString() };
    serveQuiz({ [`POST /api/v1/activities/${ID}/quiz/attempts`]: respondJson(201, expired) });
    storeMember(makeMember());
    renderApp(`/activities/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }, { timeout: 5000 }));
    await screen.findByText('Time is up. See your results.', {}, { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByTestId('quiz-score');
  });

  it('shows guests the rules with a sign-in link that comes back here, and no start button', async () => {
    const { requests } = serveQuiz();
    renderApp(`/activities/${ID}`);
    await screen.findByTestId('quiz-rules', {}, { timeout: 5000 });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/auth/login?redirect=%2Factivities%2F${ID}`);
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toContain(
      '/auth/login?redirect=',
    );
    expect(screen.queryByRole('button', { name: 'Start the quiz' })).toBeNull();
    await waitFor(() => {
      expect(requests.some((r) => r.url.endsWith('/quiz/attempts'))).toBe(false);
    });
  });
});
