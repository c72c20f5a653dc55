// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateActivityEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateActivityEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/activities/:id',
  auth: 'member',
};
