// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createPointsExchangeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createPointsExchangeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/points/exchange',
  auth: 'member',
};
