// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { unfollowCreatorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const unfollowCreatorEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/creators/:handle/follow',
  auth: 'member',
};
