import type { ContentOverrideValues } from '@streamit/contract';
import { createContentOverrideEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** POST /admin/points-config/content: an activity's own earning rules. */
export function useCreateContentOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentOverrideValues & { activityId: string }) =>
      apiClient.request(createContentOverrideEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
