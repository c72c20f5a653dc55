import { getCurrentLanguage } from '../../i18n/i18n';
import {
  API_BASE_PATH,
  BACKUP_CONTENT_TYPE,
  MAINTENANCE_RESTORE_PATH,
  RESTORE_CONFIRMATION_HEADER,
  RESTORE_TOTP_HEADER,
  type RestoreResult,
} from '@streamit/contract';
import {
  clearCachesEndpoint,
  getMaintenanceJobEndpoint,
  startOptimizeDatabaseEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { createHttpError } from '../../lib/api/failure-reporting';
import { readAuthToken } from '../../lib/auth-storage';
import { JOB_POLL_MS, isJobRunning } from '../maintenance-export/member-export.queries';

/** POST /admin/maintenance/clear-cache. */
export function useClearCaches() {
  return useMutation({ mutationFn: () => apiClient.request(clearCachesEndpoint, {}) });
}

/** POST /admin/maintenance/optimize-db: queues VACUUM ANALYZE. */
export function useStartOptimize() {
  return useMutation({ mutationFn: () => apiClient.request(startOptimizeDatabaseEndpoint, {}) });
}

/** An optimize job's status, read again every second until it has finished. */
export function useMaintenanceJob(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'maintenance-job', id] as const,
    queryFn: ({ signal }) =>
      apiClient.request(getMaintenanceJobEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isJobRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** What a restore sends: the backup file, the typed phrase and a fresh authenticator code. */
export interface RestoreInput {
  file: Blob;
  phrase: string;
  totpCode: string;
}

// The file goes as the raw body (streamed into the fresh database by the server), not through the JSON
// client: it can be far larger than any JSON request, and must not be retried.
/** POST /admin/maintenance/restore. */
export function useRestoreDatabase() {
  return useMutation({
    mutationFn: async ({ file, phrase, totpCode }: RestoreInput): Promise<RestoreResult> => {
      const token = readAuthToken('admin');
      const response = await fetch(`${API_BASE_PATH}${MAINTENANCE_RESTORE_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': BACKUP_CONTENT_TYPE,
          [RESTORE_CONFIRMATION_HEADER]: phrase,
          [RESTORE_TOTP_HEADER]: totpCode,
          'Accept-Language': getCurrentLanguage(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: file,
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw createHttpError(response.status, body);
      return body as RestoreResult;
    },
  });
}
