// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listSavedAddressesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listSavedAddressesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/store/addresses',
  auth: 'member',
};
