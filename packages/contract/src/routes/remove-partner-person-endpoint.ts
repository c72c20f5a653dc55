// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { removePartnerPersonEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const removePartnerPersonEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/partner/people/:userId',
  auth: 'member',
};
