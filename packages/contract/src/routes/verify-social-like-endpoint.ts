// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { verifySocialLikeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const verifySocialLikeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/social/engage/like',
  auth: 'member',
};
