// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateStoreVariantEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateStoreVariantEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/store/variants/:id',
  auth: 'admin',
};
