// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getStoryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/story',
  auth: 'public',
};
