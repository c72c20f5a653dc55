// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteAdminUserEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteAdminUserEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/admin/admin-users/:id',
  auth: 'admin',
};
