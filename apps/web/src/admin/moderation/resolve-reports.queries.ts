import type { ReportResolution } from '@streamit/contract';
import { resolveReportsEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { MODERATION_QUEUE_KEY } from './get-moderation-queue.queries';
import { REPORTS_KEY } from './list-reports.queries';

/** Variables of a resolution: the reported activity, what to do and the note. */
export interface ResolveReportsVariables {
  activityId: string;
  action: ReportResolution;
  note: string;
}

/** POST /admin/reports/:activityId/resolve: dismiss the reports or remove the content. */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, action, note }: ResolveReportsVariables) =>
      apiClient.request(resolveReportsEndpoint, { params: { activityId }, body: { action, note } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_KEY }),
      ]);
    },
  });
}
