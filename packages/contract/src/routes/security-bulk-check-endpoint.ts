// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { securityBulkCheckEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const securityBulkCheckEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/security/bulk-check',
  auth: 'admin',
};
