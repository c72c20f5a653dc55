// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getSecurityAlertsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getSecurityAlertsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/security-alerts',
  auth: 'member',
};
