import type { QuizAuthoring, QuizInput } from '@streamit/contract';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/** A three-question art-history quiz; the first choice of each question is the right one. */
export function sampleQuiz(overrides: Partial<QuizInput> = {}): QuizInput {
  return {
    title: 'Renaissance basics',
    passMarkPercent: 60,
    questions: [
      {
        prompt: 'Who painted the Mona Lisa?',
        kind: 'SINGLE',
        explanation: 'Leonardo da Vinci painted it between about 1503 and 1519.',
        choices: [
          { text: 'Leonardo da Vinci', correct: true },
          { text: 'Michelangelo', correct: false },
          { text: 'Raphael', correct: false },
        ],
      },
      {
        prompt: 'Which of these are Dutch Golden Age painters?',
        kind: 'MULTIPLE',
        explanation: 'Rembrandt and Vermeer worked in the 17th-century Dutch Republic.',
        choices: [
          { text: 'Rembrandt', correct: true },
          { text: 'Johannes Vermeer', correct: true },
          { text: 'Claude Monet', correct: false },
        ],
      },
      {
        prompt: 'Where is the Sistine Chapel?',
        kind: 'SINGLE',
        media: { kind: 'IMAGE', ref: 'https://example.org/sistine.jpg' },
        choices: [
          { text: 'Vatican City', correct: true },
          { text: 'Florence', correct: false },
        ],
      },
    ],
    ...overrides,
  };
}

/** A creator writes a quiz (a DRAFT) and sends it for review: it is PENDING_REVIEW afterwards. */
export async function createSubmittedQuiz(
  context: TestContext,
  token: string,
  input: QuizInput = sampleQuiz(),
): Promise<QuizAuthoring> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/v1/creator/quizzes',
    headers,
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { activityId } = created.json<QuizAuthoring>();
  const submitted = await context.app.inject({
    method: 'POST',
    url: `/api/v1/creator/quizzes/${activityId}/submit`,
    headers,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json<QuizAuthoring>();
}
