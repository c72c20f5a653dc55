// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteActivityMediaEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteActivityMediaEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/activities/:id/media/:assetId',
  auth: 'member',
};
