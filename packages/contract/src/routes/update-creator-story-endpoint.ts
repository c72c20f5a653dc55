// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCreatorStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCreatorStoryEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/creator/stories/:id',
  auth: 'member',
};
