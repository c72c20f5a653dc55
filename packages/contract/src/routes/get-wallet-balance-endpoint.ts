// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getWalletBalanceEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getWalletBalanceEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/wallet/balance',
  auth: 'member',
};
