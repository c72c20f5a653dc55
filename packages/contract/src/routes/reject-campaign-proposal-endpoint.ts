// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { rejectCampaignProposalEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const rejectCampaignProposalEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partner-campaigns/:id/reject',
  auth: 'admin',
};
