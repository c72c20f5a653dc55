// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createCampaignEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createCampaignEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partners/:id/campaigns',
  auth: 'admin',
};
