// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getSuspiciousActivityEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getSuspiciousActivityEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/security/suspicious-activity',
  auth: 'admin',
};
