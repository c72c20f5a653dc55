// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadCreatorStoryImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadCreatorStoryImageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/creator/stories/:id/images',
  auth: 'member',
};
