import type { PartnerApplicationBody } from '@streamit/contract';
import {
  applyPartnerEndpoint,
  getPartnerPortalEndpoint,
  listMyPartnerApplicationsEndpoint,
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

/** GET /partner/portal: the member's partner and its campaigns with their counts. */
export function usePartnerPortal() {
  return useQuery({
    queryKey: ['partners', 'portal'],
    queryFn: ({ signal }) => apiClient.request(getPartnerPortalEndpoint, { signal }),
    retry: false,
  });
}
