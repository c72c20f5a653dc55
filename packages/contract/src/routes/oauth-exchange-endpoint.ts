// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { oauthExchangeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const oauthExchangeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/oauth/exchange',
  auth: 'public',
};
