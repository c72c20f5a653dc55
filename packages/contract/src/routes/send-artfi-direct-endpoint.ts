// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { sendArtfiDirectEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const sendArtfiDirectEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/web3/send-artfi-direct',
  auth: 'admin',
};
