import type { ContentOverrideValues } from '@streamit/contract';
import { updateContentOverrideEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** Variables of a content override change: the row, its new values and the version read. */
export interface UpdateContentOverrideVariables {
  id: string;
  body: ContentOverrideValues & { version: number };
}

/** PUT /admin/points-config/content/:id: changes an activity's own rules. */
export function useUpdateContentOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateContentOverrideVariables) =>
      apiClient.request(updateContentOverrideEndpoint, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
