// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getMyCreatorApplicationEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getMyCreatorApplicationEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/creator-application',
  auth: 'member',
};
