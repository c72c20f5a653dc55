// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCreatorQuizEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCreatorQuizEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/creator/quizzes/:id',
  auth: 'member',
};
