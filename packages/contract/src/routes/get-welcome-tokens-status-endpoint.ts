// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getWelcomeTokensStatusEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getWelcomeTokensStatusEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/welcome-tokens-status',
  auth: 'member',
};
