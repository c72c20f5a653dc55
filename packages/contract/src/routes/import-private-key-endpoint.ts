// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { importPrivateKeyEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const importPrivateKeyEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/import/private',
  auth: 'member',
};
