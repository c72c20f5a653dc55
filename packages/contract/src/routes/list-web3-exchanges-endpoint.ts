// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listWeb3ExchangesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listWeb3ExchangesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/web3/exchange-history',
  auth: 'member',
};
