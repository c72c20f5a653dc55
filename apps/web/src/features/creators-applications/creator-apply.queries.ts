import type { CreatorApplicationBody } from '@streamit/contract';
import {
  applyCreatorEndpoint,
  getCreatorApplicationStatusEndpoint,
  getProfileEndpoint,
  resubmitCreatorApplicationEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const STATUS_KEY = ['creator', 'application-status'] as const;

/** GET /auth/creator-application-status: the member's creator state and latest application. */
export function useCreatorApplicationStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => apiClient.request(getCreatorApplicationStatusEndpoint, { signal }),
  });
}

/** GET /auth/profile, so the stored member (and the header's menu groups) follow a staff decision. */
export function useFreshProfile() {
  return useQuery({
    queryKey: ['creator', 'profile'],
    queryFn: ({ signal }) => apiClient.request(getProfileEndpoint, { signal }),
  });
}

/** POST /auth/apply-creator, or PUT /auth/creator-application when resubmitting after changes were asked. */
export function useSubmitApplication(resubmit: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorApplicationBody) =>
      resubmit
        ? apiClient.request(resubmitCreatorApplicationEndpoint, { body })
        : apiClient.request(applyCreatorEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
