// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listAdminUsersEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listAdminUsersEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/admin-users',
  auth: 'admin',
};
