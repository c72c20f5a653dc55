// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { verifySocialRetweetEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const verifySocialRetweetEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/social/engage/retweet',
  auth: 'member',
};
