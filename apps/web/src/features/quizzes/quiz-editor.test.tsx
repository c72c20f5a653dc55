import type { QuizAuthoring, QuizInput } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondJson, type FakeRequest } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9b01';

function stored(input: QuizInput, status: string): QuizAuthoring {
  return {
    activityId: ID,
    status,
    version: 1,
    title: input.title,
    description: input.description ?? '',
    categoryId: null,
    timeLimitSeconds: input.timeLimitSeconds ?? null,
    passMarkPercent: input.passMarkPercent ?? 60,
    drawCount: null,
    shuffleChoices: input.shuffleChoices ?? true,
    pointsReward: input.pointsReward ?? 0,
    questions: input.questions.map((question, index) => ({
      id: `0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9c0${String(index)}`,
      prompt: question.prompt,
      kind: question.kind,
      media: question.media ?? null,
      explanation: question.explanation ?? '',
      choices: question.choices.map((choice, at) => ({
        id: `0c0c6a39-6b4e-4a50-9d3a-3f0e3f7d9d${String(index)}${String(at)}`,
        ...choice,
      })),
    })),
  };
}

function serveAuthoring(): { requests: FakeRequest[]; saved: () => QuizInput | null } {
  let saved: QuizInput | null = null;
  const fake = installFakeFetch(async (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/v1/site/config') return respondSiteConfig()(request);
    if (request.method === 'POST' && path === '/api/v1/creator/quizzes') {
      saved = (await readJsonBody(request)) as QuizInput;
      return respondJson(201, stored(saved, 'DRAFT'))(request);
    }
    if (saved && path === `/api/v1/creator/quizzes/${ID}`)
      return respondJson(200, stored(saved, 'DRAFT'))(request);
    if (saved && path === `/api/v1/creator/quizzes/${ID}/submit`)
      return respondJson(200, stored(saved, 'PENDING_REVIEW'))(request);
    return respondJson(200, { items: [] })(request);
  });
  return { requests: fake.requests, saved: () => saved };
}

describe('quiz editor', { timeout: 30_000 }, () => {
  it('writes a true/false quiz, plays it in the preview as members will, saves the draft and sends it for review', async () => {
    const { requests, saved } = serveAuthoring();
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
    const user = userEvent.setup();
    renderApp('/creator/quizzes/new');
    await user.type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), 'Dutch masters');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Question 1: write the question.');

    await user.selectOptions(screen.getByLabelText('Kind of question'), 'TRUE_FALSE');
    await user.type(screen.getByLabelText('Question'), 'The Night Watch is by Rembrandt.');
    await user.type(
      screen.getByLabelText('Explanation (shown after the member answers)'),
      'Painted in 1642.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Choice 1').value).toBe('True');
    expect(screen.getByLabelText<HTMLInputElement>('Choice 1 is a right answer').checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    await screen.findByText('Correct!');
    const preview = screen.getByRole('region', { name: /Preview/ });
    expect(within(preview).getByText('Painted in 1642.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByText(/1 of 1/);
    // The preview graded in the page: no attempt reached the server.
    expect(requests.some((request) => request.url.includes('/quiz/attempts'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => {
      expect(saved()?.questions[0]).toMatchObject({ kind: 'TRUE_FALSE', explanation: 'Painted in 1642.' });
    });
    await user.click(await screen.findByRole('button', { name: 'Send for review' }, { timeout: 5000 }));
    await screen.findByText('In review');
  });
});
