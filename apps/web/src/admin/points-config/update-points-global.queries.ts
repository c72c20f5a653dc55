import type { PointsGlobalConfigInput } from '@streamit/contract';
import { updatePointsGlobalConfigEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** PUT /admin/points-config/global: saves the rules read at `version`, then everything is read again. */
export function useUpdatePointsGlobal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsGlobalConfigInput) =>
      apiClient.request(updatePointsGlobalConfigEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
