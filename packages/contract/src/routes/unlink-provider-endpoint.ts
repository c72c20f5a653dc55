// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { unlinkProviderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const unlinkProviderEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/auth/unlink-provider/:provider',
  auth: 'member',
};
