// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listPartnerApplicationsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listPartnerApplicationsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/partner-applications',
  auth: 'admin',
};
