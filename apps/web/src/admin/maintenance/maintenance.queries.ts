import { getCurrentLanguage } from '../../i18n/i18n';
import {
  API_BASE_PATH,
  BACKUP_CONTENT_TYPE,
  BACKUP_LINK_TOKEN_HEADER,
  MAINTENANCE_BACKUP_DOWNLOAD_PATH,
  MAINTENANCE_RESTORE_PATH,
  RESTORE_CONFIRMATION_HEADER,
  RESTORE_TOTP_HEADER,
  type RestoreResult,
  type StoredBackupList,
} from '@streamit/contract';
import {
  clearCachesEndpoint,
  createBackupLinkEndpoint,
  getMaintenanceJobEndpoint,
  listEncryptedBackupsEndpoint,
  startEncryptedBackupEndpoint,
  startOptimizeDatabaseEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { createHttpError } from '../../lib/api/failure-reporting';
import { readAuthToken } from '../../lib/auth-storage';
import { downloadAdminFile } from '../maintenance-export/download-file';
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

const STORED_BACKUPS_KEY = ['admin', 'stored-backups'] as const;

function isAnyBackupRunning(list: StoredBackupList | undefined): boolean {
  return list?.items.some((backup) => backup.status === 'QUEUED' || backup.status === 'RUNNING') ?? false;
}

/** GET /admin/maintenance/backups: the stored backups, read again every second while one is being made. */
export function useStoredBackups() {
  return useQuery({
    queryKey: STORED_BACKUPS_KEY,
    queryFn: ({ signal }) => apiClient.request(listEncryptedBackupsEndpoint, { signal }),
    refetchInterval: (query) => (isAnyBackupRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** POST /admin/maintenance/backups: queues an encrypted backup, then reads the list again. */
export function useStartEncryptedBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(startEncryptedBackupEndpoint, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORED_BACKUPS_KEY }),
  });
}

/**
 * Saves a stored backup: asks for a one-time link, then POSTs the download with its token in a header (never
 * the URL). Resolves to the saved file's name; a refused link rejects before any download is sent.
 */
export async function downloadStoredBackup(id: string): Promise<string> {
  const link = await apiClient.request(createBackupLinkEndpoint, { params: { id } });
  return downloadAdminFile(MAINTENANCE_BACKUP_DOWNLOAD_PATH, 'streamit-backup.sql', {
    method: 'POST',
    headers: { [BACKUP_LINK_TOKEN_HEADER]: link.token },
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
