// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPointsOverviewEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPointsOverviewEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/overview',
  auth: 'member',
};
