// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorStoryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creator/stories/:id',
  auth: 'member',
};
