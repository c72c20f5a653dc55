// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { saveAddressEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const saveAddressEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/store/addresses',
  auth: 'member',
};
