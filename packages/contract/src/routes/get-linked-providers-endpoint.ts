// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getLinkedProvidersEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getLinkedProvidersEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/linked-providers',
  auth: 'member',
};
