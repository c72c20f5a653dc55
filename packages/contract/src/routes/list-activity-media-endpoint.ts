// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listActivityMediaEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listActivityMediaEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/media',
  auth: 'member',
};
