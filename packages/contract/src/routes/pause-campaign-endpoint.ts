// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { pauseCampaignEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const pauseCampaignEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partner-campaigns/:id/pause',
  auth: 'admin',
};
