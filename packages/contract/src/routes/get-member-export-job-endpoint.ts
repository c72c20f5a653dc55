// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMemberExportJobEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMemberExportJobEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/export/users/jobs/:id',
  auth: 'admin',
};
