// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteSavedAddressEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteSavedAddressEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/store/addresses/:id',
  auth: 'member',
};
