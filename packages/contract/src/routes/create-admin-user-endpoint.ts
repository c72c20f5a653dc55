// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createAdminUserEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createAdminUserEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/admin-users',
  auth: 'admin',
};
