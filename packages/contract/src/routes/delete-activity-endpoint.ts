// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteActivityEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteActivityEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/activities/:id',
  auth: 'member',
};
