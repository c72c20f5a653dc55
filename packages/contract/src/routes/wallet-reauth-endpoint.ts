// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { walletReauthEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const walletReauthEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/reauth',
  auth: 'member',
};
