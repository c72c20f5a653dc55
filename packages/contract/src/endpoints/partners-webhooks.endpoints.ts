import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PARTNER_WEBHOOK_EVENTS, WEBHOOK_DELIVERY_STATUSES } from '../models/partners.js';

/** PUT /partner/webhook: the endpoint's address; checked again before every delivery (decision 061). */
export const PartnerWebhookBodySchema = z.strictObject({ url: z.url().max(500) });
export type PartnerWebhookBody = z.infer<typeof PartnerWebhookBodySchema>;

/** The registered endpoint with its signing secret: answered once, when registered. */
export const PartnerWebhookSecretSchema = z.object({
  url: z.string(),
  secret: z.string(),
  createdAt: z.iso.datetime(),
});
export type PartnerWebhookSecret = z.infer<typeof PartnerWebhookSecretSchema>;

/** One attempt of a delivery: what the receiver answered, or why it could not be reached. */
export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.iso.datetime(),
});

/** One event sent (or being sent) to the partner's endpoint, with its log. */
export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  event: z.enum(PARTNER_WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  resendOf: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  log: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** GET /partner/webhook: the endpoint (without its secret) and the latest deliveries. */
export const PartnerWebhookViewSchema = z.object({
  webhook: z.object({ url: z.string(), createdAt: z.iso.datetime() }).nullable(),
  deliveries: z.array(WebhookDeliverySchema),
});
export type PartnerWebhookView = z.infer<typeof PartnerWebhookViewSchema>;

const owner = { tags: ['partners'], auth: 'member' } as const;

/** PUT /partner/webhook: the partner's owner registers (or replaces) the endpoint and gets a new secret. */
export const registerPartnerWebhookEndpoint = defineEndpoint({
  ...owner,
  method: 'PUT',
  path: '/partner/webhook',
  summary: "Register the partner's webhook endpoint and get its signing secret",
  body: PartnerWebhookBodySchema,
  response: PartnerWebhookSecretSchema,
});

/** GET /partner/webhook: the endpoint and the delivery log. */
export const getPartnerWebhookEndpoint = defineEndpoint({
  ...owner,
  method: 'GET',
  path: '/partner/webhook',
  summary: "The partner's webhook endpoint and its delivery log",
  response: PartnerWebhookViewSchema,
});

/** POST /partner/webhook/deliveries/{id}/resend: sends the same event again as a new delivery. */
export const resendWebhookDeliveryEndpoint = defineEndpoint({
  ...owner,
  method: 'POST',
  path: '/partner/webhook/deliveries/:id/resend',
  summary: 'Send a webhook delivery again',
  params: z.strictObject({ id: z.uuid() }),
  response: WebhookDeliverySchema,
  successStatus: 201,
});
