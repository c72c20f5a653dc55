// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listStoreProductsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listStoreProductsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/store/products',
  auth: 'public',
};
