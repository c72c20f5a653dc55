// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getProfileWithProvidersEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getProfileWithProvidersEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/profile-with-providers',
  auth: 'member',
};
