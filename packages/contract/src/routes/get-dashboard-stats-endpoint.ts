// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getDashboardStatsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getDashboardStatsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/dashboard-stats',
  auth: 'member',
};
