// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorPageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorPageEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creators/:handle',
  auth: 'public',
};
