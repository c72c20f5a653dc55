// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resolveReportsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resolveReportsEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/reports/:activityId/resolve',
  auth: 'admin',
};
