// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { registerPartnerWebhookEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const registerPartnerWebhookEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/partner/webhook',
  auth: 'member',
};
