// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteStoreProductImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteStoreProductImageEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/admin/store/products/:id/images/:imageId',
  auth: 'admin',
};
