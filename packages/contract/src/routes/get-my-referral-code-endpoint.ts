// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMyReferralCodeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMyReferralCodeEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/referral/my-code',
  auth: 'member',
};
