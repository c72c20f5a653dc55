// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listMyPartnerApplicationsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listMyPartnerApplicationsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/partner-applications/mine',
  auth: 'member',
};
