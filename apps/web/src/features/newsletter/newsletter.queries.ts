import {
  confirmNewsletterEndpoint,
  subscribeNewsletterEndpoint,
  unsubscribeNewsletterEndpoint,
} from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient, createIdempotencyKey } from '../../lib/api-client';

/** POST /newsletter/subscriptions: starts double opt-in; the same answer whether or not already subscribed. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: ({ email, idempotencyKey }: { email: string; idempotencyKey: string }) =>
      apiClient.request(subscribeNewsletterEndpoint, { body: { email }, idempotencyKey }),
  });
}

/** The two newsletter links an email can carry. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

const LINK_ENDPOINTS = {
  confirm: confirmNewsletterEndpoint,
  unsubscribe: unsubscribeNewsletterEndpoint,
} as const;

/** POST /newsletter/confirm or /newsletter/unsubscribe with the token of an emailed link. */
export function useNewsletterLinkMutation(action: NewsletterLinkAction) {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.request(LINK_ENDPOINTS[action], { body: { token }, idempotencyKey: createIdempotencyKey() }),
  });
}
