// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listAdminStoreOrdersEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listAdminStoreOrdersEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/store/orders',
  auth: 'admin',
};
