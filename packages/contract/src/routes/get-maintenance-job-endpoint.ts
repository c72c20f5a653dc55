// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMaintenanceJobEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMaintenanceJobEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/maintenance/jobs/:id',
  auth: 'admin',
};
