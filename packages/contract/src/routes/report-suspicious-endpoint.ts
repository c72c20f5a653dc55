// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { reportSuspiciousEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const reportSuspiciousEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/security/report-suspicious',
  auth: 'member',
};
