// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { adminLogoutEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const adminLogoutEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/admin/logout',
  auth: 'admin',
};
