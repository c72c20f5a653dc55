// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { answerQuizQuestionEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const answerQuizQuestionEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/quiz/attempts/:attemptId/answers',
  auth: 'member',
};
