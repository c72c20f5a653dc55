// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { adjustStoreStockEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const adjustStoreStockEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/store/variants/:id/stock',
  auth: 'admin',
};
