// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { estimateGasEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const estimateGasEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/web3/estimate-gas',
  auth: 'member',
};
