// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { siweVerifyEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const siweVerifyEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/siwe/verify',
  auth: 'member',
};
