// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { walletInfoEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const walletInfoEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/wallet/info',
  auth: 'member',
};
