// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { bulkDecideExchangesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const bulkDecideExchangesEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/exchanges/bulk',
  auth: 'admin',
};
