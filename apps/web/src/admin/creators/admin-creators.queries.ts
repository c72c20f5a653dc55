import type { AdminCreatorListQuery } from '@streamit/contract';
import {
  banCreatorEndpoint,
  listAdminCreatorsEndpoint,
  unbanCreatorEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'creators'] as const;

/** GET /admin/creators: one page of creators and banned members. */
export function useAdminCreators(query: Partial<AdminCreatorListQuery>) {
  return useQuery({
    queryKey: [...KEY, query] as const,
    queryFn: ({ signal }) => apiClient.request(listAdminCreatorsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/creators/:id/ban or /unban with staff's reason. */
export function useSetCreatorBan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ban, reason }: { id: string; ban: boolean; reason: string }) =>
      ban
        ? apiClient.request(banCreatorEndpoint, { params: { id }, body: { reason } })
        : apiClient.request(unbanCreatorEndpoint, { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
