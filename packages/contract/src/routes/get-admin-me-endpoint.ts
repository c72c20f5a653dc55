// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getAdminMeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getAdminMeEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/admin/me',
  auth: 'admin',
};
