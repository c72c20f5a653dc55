import { retryTranscodeEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** POST /activities/:id/retry-transcode: sends a failed video through processing again. */
export function useRetryTranscode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(retryTranscodeEndpoint, { params: { id } }),
    retry: false,
    onSuccess: (status) => {
      queryClient.setQueryData([...CREATOR_CONTENT_KEY, 'transcode', status.activityId], status);
      return queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY });
    },
  });
}
