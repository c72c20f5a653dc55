// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listOutboxEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listOutboxEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/outbox',
  auth: 'admin',
};
