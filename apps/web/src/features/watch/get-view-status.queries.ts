import { getViewStatusEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Query options for GET /activities/:id/view; the only place that knows this query's key. */
export function getViewStatusQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: ['watch', 'view', activityId] as const,
    queryFn: ({ signal }) => apiClient.request(getViewStatusEndpoint, { params: { id: activityId }, signal }),
  });
}

/** Whether the member's view counted this hour and the new total; read once the server counted it. */
export function useViewStatus(activityId: string, enabled: boolean) {
  return useQuery({ ...getViewStatusQueryOptions(activityId), enabled });
}
