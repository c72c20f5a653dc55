// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listQuizAttemptsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listQuizAttemptsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/quiz/attempts',
  auth: 'member',
};
