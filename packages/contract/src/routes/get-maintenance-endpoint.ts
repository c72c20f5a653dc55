// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMaintenanceEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMaintenanceEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/site/maintenance',
  auth: 'admin',
};
