// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { adminLoginEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const adminLoginEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/admin/login',
  auth: 'public',
};
