// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createMyDataExportLinkEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createMyDataExportLinkEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/data-export/link',
  auth: 'member',
};
