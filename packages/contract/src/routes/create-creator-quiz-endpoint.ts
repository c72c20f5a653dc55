// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createCreatorQuizEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createCreatorQuizEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creator/quizzes',
  auth: 'member',
};
