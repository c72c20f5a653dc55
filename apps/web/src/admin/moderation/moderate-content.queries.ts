import type { ModerateBody } from '@streamit/contract';
import { moderateContentEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { MODERATION_QUEUE_KEY } from './get-moderation-queue.queries';
import { REPORTS_KEY } from './list-reports.queries';

/** Variables of one decision: the item and the decision with its reason. */
export interface ModerateVariables {
  id: string;
  body: ModerateBody;
}

/** POST /admin/content/:id/moderate; the queue and reports are read again from the server afterwards. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ModerateVariables) =>
      apiClient.request(moderateContentEndpoint, { params: { id }, body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_KEY }),
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
      ]);
    },
  });
}
