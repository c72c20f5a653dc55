// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadCreatorQuizImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadCreatorQuizImageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creator/quizzes/:id/images',
  auth: 'member',
};
