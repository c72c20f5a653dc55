// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { approveCampaignProposalEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const approveCampaignProposalEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partner-campaigns/:id/approve',
  auth: 'admin',
};
