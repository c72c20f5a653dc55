import type { TranscodeStatus } from '@streamit/contract';
import { getTranscodeStatusEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** How often the processing screen asks while a job runs. */
export const TRANSCODE_POLL_MS = 2000;

/** Polling stops once the job is READY or FAILED (a retry restarts it by refreshing the query). */
export function transcodePollInterval(status: TranscodeStatus | undefined): number | false {
  return status?.state === 'READY' || status?.state === 'FAILED' ? false : TRANSCODE_POLL_MS;
}

/** GET /activities/:id/transcode-status, polled; a 404 (no job yet) keeps polling without an error. */
export function useTranscodeStatus(activityId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CREATOR_CONTENT_KEY, 'transcode', activityId] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.request(getTranscodeStatusEndpoint, { params: { id: activityId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchInterval: (query) => transcodePollInterval(query.state.data ?? undefined),
  });
}
