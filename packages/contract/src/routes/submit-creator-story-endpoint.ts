// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { submitCreatorStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const submitCreatorStoryEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creator/stories/:id/submit',
  auth: 'member',
};
