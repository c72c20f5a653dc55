// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { sendContactMessageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const sendContactMessageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/contact/messages',
  auth: 'public',
};
