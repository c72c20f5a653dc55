// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { runDailyStatsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const runDailyStatsEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/tasks/daily-stats',
  auth: 'admin',
};
