import { canCompleteEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /activities/:id/can-complete: whether the member can earn this activity now, what and why not. */
export function useCompletionQuote(activityId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['points', 'quote', activityId],
    queryFn: ({ signal }) => apiClient.request(canCompleteEndpoint, { signal, params: { id: activityId } }),
    enabled,
  });
}
