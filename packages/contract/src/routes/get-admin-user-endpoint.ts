// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getAdminUserEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getAdminUserEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/admin-users/:id',
  auth: 'admin',
};
