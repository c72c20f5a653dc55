// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { setStoreCartItemEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const setStoreCartItemEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/store/cart/items',
  auth: 'member',
};
