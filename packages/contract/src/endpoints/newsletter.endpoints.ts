import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** An email address as typed: trimmed, lower-cased, at most 254 characters, then validated. */
export const NormalisedEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Lifecycle of a newsletter subscription: double opt-in, then confirmed, until unsubscribed. */
export const NEWSLETTER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export const NewsletterStatusSchema = z.enum(NEWSLETTER_STATUSES);
export type NewsletterStatus = z.infer<typeof NewsletterStatusSchema>;

/** Web pages the newsletter emails link to, each with `?token=`; they POST the token to the API. */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

export const SubscribeNewsletterRequestSchema = z.strictObject({ email: NormalisedEmailSchema });
export type SubscribeNewsletterRequest = z.infer<typeof SubscribeNewsletterRequestSchema>;

/** A one-time link token from a newsletter email (URL-safe base64). */
export const NewsletterTokenRequestSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
});
export type NewsletterTokenRequest = z.infer<typeof NewsletterTokenRequestSchema>;

/** The same answer for every valid address, so it never tells whether one is already subscribed. */
export const NewsletterAcceptedSchema = z.object({ message: z.string() });
export type NewsletterAccepted = z.infer<typeof NewsletterAcceptedSchema>;

/** Where a subscription stands after a confirm or unsubscribe link was used. */
export const NewsletterLinkResultSchema = z.object({
  status: NewsletterStatusSchema,
  message: z.string(),
});
export type NewsletterLinkResult = z.infer<typeof NewsletterLinkResultSchema>;

/** POST /newsletter/subscriptions: starts (or restarts) double opt-in; always 202 for a valid address. */
export const subscribeNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/newsletter/subscriptions',
  summary: 'Subscribe to the newsletter; a confirmation link is emailed (double opt-in)',
  tags: ['newsletter'],
  auth: 'public',
  body: SubscribeNewsletterRequestSchema,
  response: NewsletterAcceptedSchema,
  successStatus: 202,
});

/** POST /newsletter/confirm: uses the emailed confirmation token once; expired or used tokens are 400. */
export const confirmNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/newsletter/confirm',
  summary: 'Confirm a newsletter subscription with the emailed token',
  tags: ['newsletter'],
  auth: 'public',
  body: NewsletterTokenRequestSchema,
  response: NewsletterLinkResultSchema,
});

/** POST /newsletter/unsubscribe: the link in every newsletter email; using it again answers the same. */
export const unsubscribeNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/newsletter/unsubscribe',
  summary: 'Unsubscribe from the newsletter with the token of an emailed link',
  tags: ['newsletter'],
  auth: 'public',
  body: NewsletterTokenRequestSchema,
  response: NewsletterLinkResultSchema,
});
