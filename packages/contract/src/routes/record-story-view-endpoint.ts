// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { recordStoryViewEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const recordStoryViewEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/story/views',
  auth: 'member',
};
