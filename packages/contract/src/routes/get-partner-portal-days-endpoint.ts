// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPartnerPortalDaysEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPartnerPortalDaysEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/partner/portal/days',
  auth: 'member',
};
