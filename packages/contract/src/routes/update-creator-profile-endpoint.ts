// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCreatorProfileEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCreatorProfileEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/users/creator-profile',
  auth: 'member',
};
