// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { startMemberExportEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const startMemberExportEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/export/users',
  auth: 'admin',
};
