// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { clearCachesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const clearCachesEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/maintenance/clear-cache',
  auth: 'admin',
};
