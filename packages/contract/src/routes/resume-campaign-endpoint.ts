// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resumeCampaignEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resumeCampaignEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partner-campaigns/:id/resume',
  auth: 'admin',
};
