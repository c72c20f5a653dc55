import type { PartnerAction, PartnerReviewBody } from '@streamit/contract';
import {
  activatePartnerEndpoint,
  cancelPartnerEndpoint,
  listPartnerApplicationsEndpoint,
  listPartnersEndpoint,
  reviewPartnerApplicationEndpoint,
  suspendPartnerEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'partners'] as const;

/** GET /admin/partner-applications: the newest 50 applications. */
export function usePartnerApplications() {
  return useQuery({
    queryKey: [...KEY, 'applications'] as const,
    queryFn: ({ signal }) => apiClient.request(listPartnerApplicationsEndpoint, { query: {}, signal }),
  });
}

/** POST /admin/partner-applications/:id/review. */
export function useReviewPartnerApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: PartnerReviewBody }) =>
      apiClient.request(reviewPartnerApplicationEndpoint, { params: { id }, body: review }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /admin/partners. */
export function usePartners() {
  return useQuery({
    queryKey: [...KEY, 'list'] as const,
    queryFn: ({ signal }) => apiClient.request(listPartnersEndpoint, { query: {}, signal }),
  });
}

const LIFECYCLE = {
  suspend: suspendPartnerEndpoint,
  activate: activatePartnerEndpoint,
  cancel: cancelPartnerEndpoint,
} as const;

/** POST /admin/partners/:id/{suspend|activate|cancel} with staff's reason. */
export function useChangePartnerStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: PartnerAction; reason: string }) =>
      apiClient.request(LIFECYCLE[action], { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
