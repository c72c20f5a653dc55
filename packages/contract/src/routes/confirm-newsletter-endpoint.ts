// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { confirmNewsletterEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const confirmNewsletterEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/newsletter/confirm',
  auth: 'public',
};
