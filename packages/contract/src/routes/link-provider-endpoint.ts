// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { linkProviderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const linkProviderEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/link-provider/:provider',
  auth: 'member',
};
