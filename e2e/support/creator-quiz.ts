import { expect, type APIRequestContext } from '@playwright/test';

/** A one-question quiz a creator writes: the right answer first, then the wrong one. */
export interface OneQuestionQuiz {
  title: string;
  description: string;
  categoryId?: string | undefined;
  prompt: string;
  right: string;
  wrong: string;
}

/** A creator writes the quiz and sends it for review; returns its activity id (pending review). */
export async function submitCreatorQuiz(
  request: APIRequestContext,
  creatorToken: string,
  quiz: OneQuestionQuiz,
): Promise<string> {
  const headers = { Authorization: `Bearer ${creatorToken}` };
  const created = await request.post('/api/v1/creator/quizzes', {
    headers,
    data: {
      title: quiz.title,
      description: quiz.description,
      categoryId: quiz.categoryId,
      questions: [
        {
          prompt: quiz.prompt,
          kind: 'SINGLE',
          choices: [
            { text: quiz.right, correct: true },
            { text: quiz.wrong, correct: false },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { activityId } = (await created.json()) as { activityId: string };
  const submitted = await request.post(`/api/v1/creator/quizzes/${activityId}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return activityId;
}
