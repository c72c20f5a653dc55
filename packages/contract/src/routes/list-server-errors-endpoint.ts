// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listServerErrorsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listServerErrorsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/system/logs/errors',
  auth: 'admin',
};
