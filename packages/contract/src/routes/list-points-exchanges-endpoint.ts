// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listPointsExchangesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listPointsExchangesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/exchanges',
  auth: 'member',
};
