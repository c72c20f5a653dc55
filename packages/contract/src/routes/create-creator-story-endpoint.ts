// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createCreatorStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createCreatorStoryEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creator/stories',
  auth: 'member',
};
