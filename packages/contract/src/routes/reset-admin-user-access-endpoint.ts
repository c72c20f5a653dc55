// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resetAdminUserAccessEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resetAdminUserAccessEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/admin-users/:id/setup-token',
  auth: 'admin',
};
