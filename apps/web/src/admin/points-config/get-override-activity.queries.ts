import { getActivityEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /activities/:id: an override's activity, for its title and its creator (admin code keeps its own query). */
export function useOverrideActivity(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'points-config-activity', id] as const,
    queryFn: ({ signal }) => apiClient.request(getActivityEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
