// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPointsConfigSummaryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPointsConfigSummaryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/points-config/summary',
  auth: 'admin',
};
