// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { verifySocialFollowEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const verifySocialFollowEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/social/follow/twitter/verify',
  auth: 'member',
};
