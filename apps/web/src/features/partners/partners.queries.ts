import type { PartnerApplicationBody } from '@streamit/contract';
import {
  applyPartnerEndpoint,
  getPartnerPortalEndpoint,
  getPartnerWebhookEndpoint,
  getPublicPartnerEndpoint,
  listMyPartnerApplicationsEndpoint,
  listSponsorshipsEndpoint,
  registerPartnerWebhookEndpoint,
  resendWebhookDeliveryEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const MINE_KEY = ['partners', 'my-applications'] as const;

/** GET /partner-applications/mine: the signed-in member's applications, newest first. */
export function useMyPartnerApplications(enabled: boolean) {
  return useQuery({
    queryKey: MINE_KEY,
    enabled,
    queryFn: ({ signal }) => apiClient.request(listMyPartnerApplicationsEndpoint, { signal }),
  });
}

/** POST /partner-applications. */
export function useApplyPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerApplicationBody) => apiClient.request(applyPartnerEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

/** The portal's query key: a proposal (propose-campaign.queries.ts) refreshes it. */
export const PORTAL_KEY = ['partners', 'portal'] as const;

/** GET /partner/portal: the member's partner and its campaigns with their counts. */
export function usePartnerPortal() {
  return useQuery({
    queryKey: PORTAL_KEY,
    queryFn: ({ signal }) => apiClient.request(getPartnerPortalEndpoint, { signal }),
    retry: false,
  });
}

const WEBHOOK_KEY = ['partners', 'webhook'] as const;

/** GET /partner/webhook: the endpoint and the delivery log. */
export function usePartnerWebhook() {
  return useQuery({
    queryKey: WEBHOOK_KEY,
    queryFn: ({ signal }) => apiClient.request(getPartnerWebhookEndpoint, { signal }),
  });
}

/** PUT /partner/webhook: answers the new signing secret, once. */
export function useRegisterWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiClient.request(registerPartnerWebhookEndpoint, { body: { url } }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOK_KEY }),
  });
}

/** POST /partner/webhook/deliveries/:id/resend. */
export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(resendWebhookDeliveryEndpoint, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOK_KEY }),
  });
}

/** GET /partners/sponsorships for one activity: the partner presenting it now, or null. */
export function useSponsorship(activityId: string) {
  return useQuery({
    queryKey: ['partners', 'sponsorship', activityId] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.request(listSponsorshipsEndpoint, {
        query: { activityIds: activityId },
        signal,
      });
      return answer.items[0] ?? null;
    },
  });
}

/** GET /partners/:id: an active partner's public page. */
export function usePublicPartner(partnerId: string) {
  return useQuery({
    queryKey: ['partners', 'public', partnerId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(getPublicPartnerEndpoint, { params: { id: partnerId }, signal }),
  });
}
