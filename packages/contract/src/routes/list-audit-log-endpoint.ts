// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listAuditLogEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listAuditLogEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/system/logs/audit',
  auth: 'admin',
};
