// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getAdminDashboardEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getAdminDashboardEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/dashboard',
  auth: 'admin',
};
