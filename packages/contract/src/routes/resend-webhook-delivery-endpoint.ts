// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resendWebhookDeliveryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resendWebhookDeliveryEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/partner/webhook/deliveries/:id/resend',
  auth: 'member',
};
