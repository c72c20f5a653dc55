// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateStoreProductImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateStoreProductImageEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/admin/store/products/:id/images/:imageId',
  auth: 'admin',
};
