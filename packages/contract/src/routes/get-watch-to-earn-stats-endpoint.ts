// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getWatchToEarnStatsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getWatchToEarnStatsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/users/me/stats/watch-to-earn',
  auth: 'member',
};
