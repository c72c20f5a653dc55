// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { sendDeleteAccountCodeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const sendDeleteAccountCodeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/delete-account/code',
  auth: 'member',
};
