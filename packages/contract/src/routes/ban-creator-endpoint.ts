// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { banCreatorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const banCreatorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/creators/:id/ban',
  auth: 'admin',
};
