// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { cancelAdminStoreOrderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const cancelAdminStoreOrderEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/store/orders/:id/cancel',
  auth: 'admin',
};
