// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadStoreProductImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadStoreProductImageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/store/products/:id/images',
  auth: 'admin',
};
