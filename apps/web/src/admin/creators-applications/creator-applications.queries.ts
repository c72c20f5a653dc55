import type {
  CreatorBulkReviewBody,
  CreatorReviewBody,
  ListCreatorApplicationsQuery,
} from '@streamit/contract';
import {
  bulkReviewCreatorApplicationsEndpoint,
  listCreatorApplicationsEndpoint,
  reviewCreatorApplicationEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'creator-applications'] as const;

/** GET /admin/creator-applications: one page of the queue (cursor from the previous page). */
export function useCreatorApplicationQueue(query: Partial<ListCreatorApplicationsQuery>) {
  return useQuery({
    queryKey: [...KEY, query] as const,
    queryFn: ({ signal }) => apiClient.request(listCreatorApplicationsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /review on one application, or /bulk-review on several (all or none). */
export function useReviewApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, review }: { ids: string[]; review: CreatorReviewBody }) => {
      const [only] = ids;
      if (ids.length === 1 && only) {
        await apiClient.request(reviewCreatorApplicationEndpoint, { params: { id: only }, body: review });
        return;
      }
      const body: CreatorBulkReviewBody = { ids, ...review };
      await apiClient.request(bulkReviewCreatorApplicationsEndpoint, { body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
