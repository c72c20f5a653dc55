// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { siweNonceEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const siweNonceEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/wallet/siwe/nonce',
  auth: 'member',
};
