// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { orderStoreProductImagesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const orderStoreProductImagesEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/store/products/:id/images/order',
  auth: 'admin',
};
