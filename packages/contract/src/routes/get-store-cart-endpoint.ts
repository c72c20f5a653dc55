// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getStoreCartEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getStoreCartEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/store/cart',
  auth: 'member',
};
