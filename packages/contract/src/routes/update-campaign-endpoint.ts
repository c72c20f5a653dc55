// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCampaignEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCampaignEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/admin/partner-campaigns/:id',
  auth: 'admin',
};
