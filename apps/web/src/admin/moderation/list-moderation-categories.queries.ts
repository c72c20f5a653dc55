import { listCategoriesEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /activities/categories for the queue's category filter (admin code keeps its own query). */
export function useModerationCategories() {
  return useQuery({
    queryKey: ['admin', 'moderation', 'categories'] as const,
    queryFn: ({ signal }) => apiClient.request(listCategoriesEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });
}
