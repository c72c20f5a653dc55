// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getWeb3StatsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getWeb3StatsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/web3/stats',
  auth: 'member',
};
