import { createCreatorOverrideEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** POST /admin/points-config/creator: a multiplier on everything a creator publishes. */
export function useCreateCreatorOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { creatorId: string; multiplierBp: number }) =>
      apiClient.request(createCreatorOverrideEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
