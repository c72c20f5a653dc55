// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getWalletPageDataEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getWalletPageDataEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/web3/wallet-page-data',
  auth: 'member',
};
