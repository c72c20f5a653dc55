// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { choosePayoutWalletEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const choosePayoutWalletEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/wallet/payout',
  auth: 'member',
};
