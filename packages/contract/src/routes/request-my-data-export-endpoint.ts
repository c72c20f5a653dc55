// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { requestMyDataExportEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const requestMyDataExportEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/data-export',
  auth: 'member',
};
