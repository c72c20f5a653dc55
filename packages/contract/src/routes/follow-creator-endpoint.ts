// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { followCreatorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const followCreatorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creators/:handle/follow',
  auth: 'member',
};
