// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { startOptimizeDatabaseEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const startOptimizeDatabaseEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/maintenance/optimize-db',
  auth: 'admin',
};
