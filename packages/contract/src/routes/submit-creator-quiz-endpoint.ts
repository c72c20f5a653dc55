// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { submitCreatorQuizEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const submitCreatorQuizEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creator/quizzes/:id/submit',
  auth: 'member',
};
