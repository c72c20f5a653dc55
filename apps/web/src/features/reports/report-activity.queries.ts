import type { CreateReportBody } from '@streamit/contract';
import { reportActivityEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /activities/:id/report: one report per member per activity (a second one is refused with 409). */
export function useReportActivity(activityId: string) {
  return useMutation({
    mutationFn: (body: CreateReportBody) =>
      apiClient.request(reportActivityEndpoint, { params: { id: activityId }, body }),
    retry: false,
  });
}
