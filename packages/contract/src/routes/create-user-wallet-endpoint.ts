// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createUserWalletEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createUserWalletEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/create-user-wallet',
  auth: 'member',
};
