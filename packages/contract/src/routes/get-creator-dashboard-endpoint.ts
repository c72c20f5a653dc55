// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorDashboardEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorDashboardEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creator/dashboard',
  auth: 'member',
};
