// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { subscribeNewsletterEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const subscribeNewsletterEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/newsletter/subscriptions',
  auth: 'public',
};
