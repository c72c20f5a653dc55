// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getSecurityStatusEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getSecurityStatusEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/system/security-status',
  auth: 'admin',
};
