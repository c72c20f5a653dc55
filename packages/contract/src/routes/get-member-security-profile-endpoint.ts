// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMemberSecurityProfileEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMemberSecurityProfileEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/users/:id/security-profile',
  auth: 'admin',
};
