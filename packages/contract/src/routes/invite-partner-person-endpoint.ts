// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { invitePartnerPersonEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const invitePartnerPersonEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/partner/invitations',
  auth: 'member',
};
