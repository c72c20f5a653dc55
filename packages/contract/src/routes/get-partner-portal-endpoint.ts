// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPartnerPortalEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPartnerPortalEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/partner/portal',
  auth: 'member',
};
