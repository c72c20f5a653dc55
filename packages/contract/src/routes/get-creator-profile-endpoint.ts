// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorProfileEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorProfileEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/users/creator-profile',
  auth: 'member',
};
