// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getStoreProductEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getStoreProductEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/store/products/:slug',
  auth: 'public',
};
