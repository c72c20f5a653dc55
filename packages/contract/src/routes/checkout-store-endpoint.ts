// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { checkoutStoreEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const checkoutStoreEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/store/checkout',
  auth: 'member',
};
