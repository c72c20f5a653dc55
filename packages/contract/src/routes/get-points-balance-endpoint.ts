// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPointsBalanceEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPointsBalanceEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/balance',
  auth: 'member',
};
