import { completeActivityEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useAnnounceAward } from './announce-award';
import { refreshPointsFigures } from './points-keys';

/**
 * POST /activities/:id/complete, for evidence the member earned before the server decided completions
 * itself (a quiz passed or a game solved earlier): the toast announces the award and every figure reloads.
 * A refusal (POINTS_<reason>) is left to the caller; the refreshed quote explains it.
 */
export function useCompleteActivity(activityId: string) {
  const queryClient = useQueryClient();
  const announce = useAnnounceAward();
  return useMutation({
    mutationFn: () => apiClient.request(completeActivityEndpoint, { params: { id: activityId } }),
    onSuccess: announce,
    onSettled: () => refreshPointsFigures(queryClient),
  });
}
