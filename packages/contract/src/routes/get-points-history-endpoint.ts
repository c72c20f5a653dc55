// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPointsHistoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPointsHistoryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/history',
  auth: 'member',
};
