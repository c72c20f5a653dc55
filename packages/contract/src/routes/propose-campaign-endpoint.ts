// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { proposeCampaignEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const proposeCampaignEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/partner/campaigns',
  auth: 'member',
};
