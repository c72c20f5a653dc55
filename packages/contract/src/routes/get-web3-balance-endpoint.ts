// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getWeb3BalanceEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getWeb3BalanceEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/web3/balance',
  auth: 'member',
};
