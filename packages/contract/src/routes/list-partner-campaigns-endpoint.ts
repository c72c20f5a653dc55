// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listPartnerCampaignsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listPartnerCampaignsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/partners/:id/campaigns',
  auth: 'admin',
};
