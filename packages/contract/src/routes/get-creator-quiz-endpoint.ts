// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorQuizEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorQuizEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creator/quizzes/:id',
  auth: 'member',
};
