// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getLoginHistoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getLoginHistoryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/login-history',
  auth: 'member',
};
