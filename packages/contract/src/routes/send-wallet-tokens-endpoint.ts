// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { sendWalletTokensEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const sendWalletTokensEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/send',
  auth: 'member',
};
