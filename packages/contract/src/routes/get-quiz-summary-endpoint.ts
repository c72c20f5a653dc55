// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getQuizSummaryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getQuizSummaryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/quiz',
  auth: 'public',
};
