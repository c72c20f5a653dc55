import type { MaintenanceJob, StartMemberExportBody } from '@streamit/contract';
import { getMemberExportJobEndpoint, startMemberExportEndpoint } from '@streamit/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** How often a running job's progress is read. */
export const JOB_POLL_MS = 1000;

/** Whether a job may still change (so its status is read again). */
export function isJobRunning(job: MaintenanceJob | undefined): boolean {
  return job?.status === 'QUEUED' || job?.status === 'RUNNING';
}

/** POST /admin/export/users: queues an export of the filtered members. */
export function useStartMemberExport() {
  return useMutation({
    mutationFn: (body: StartMemberExportBody) => apiClient.request(startMemberExportEndpoint, { body }),
  });
}

/** An export job's status, read again every second until it has finished. */
export function useMemberExportJob(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'member-export', id] as const,
    queryFn: ({ signal }) =>
      apiClient.request(getMemberExportJobEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isJobRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}
