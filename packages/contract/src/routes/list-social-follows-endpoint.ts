// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listSocialFollowsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listSocialFollowsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/social/follows',
  auth: 'member',
};
