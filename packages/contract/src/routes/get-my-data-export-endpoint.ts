// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMyDataExportEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMyDataExportEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/data-export',
  auth: 'member',
};
