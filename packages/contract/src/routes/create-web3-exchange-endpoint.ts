// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createWeb3ExchangeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createWeb3ExchangeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/web3/exchange-points',
  auth: 'member',
};
