// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { revealPrivateKeyEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const revealPrivateKeyEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/private-key',
  auth: 'member',
};
