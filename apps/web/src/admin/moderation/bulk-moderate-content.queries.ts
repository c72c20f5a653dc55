import type { ModerateBody } from '@streamit/contract';
import { bulkModerateContentEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { MODERATION_QUEUE_KEY } from './get-moderation-queue.queries';
import { REPORTS_KEY } from './list-reports.queries';

/** Variables of a bulk decision: the items and the one decision for all of them. */
export interface BulkModerateVariables {
  ids: string[];
  body: ModerateBody;
}

/** POST /admin/content/bulk-moderate; answers per item, then the queue is read again from the server. */
export function useBulkModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, body }: BulkModerateVariables) =>
      apiClient.request(bulkModerateContentEndpoint, { body: { ids, ...body } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_KEY }),
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
      ]);
    },
  });
}
