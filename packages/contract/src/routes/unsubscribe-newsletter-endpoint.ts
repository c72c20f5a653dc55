// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { unsubscribeNewsletterEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const unsubscribeNewsletterEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/newsletter/unsubscribe',
  auth: 'public',
};
