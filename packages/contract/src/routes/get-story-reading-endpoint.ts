// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getStoryReadingEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getStoryReadingEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/story/reading',
  auth: 'member',
};
