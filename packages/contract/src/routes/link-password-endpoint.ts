// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { linkPasswordEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const linkPasswordEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/link-password',
  auth: 'member',
};
