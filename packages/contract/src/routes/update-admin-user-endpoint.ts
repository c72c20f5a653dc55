// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateAdminUserEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateAdminUserEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/admin/admin-users/:id',
  auth: 'admin',
};
