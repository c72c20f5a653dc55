// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { signMessageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const signMessageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/sign-message',
  auth: 'member',
};
