import {
  DASHBOARD_FRESH_SECONDS,
  type AdminTask,
  type ListAuditLogQuery,
  type UpdateAdminSettingsRequest,
} from '@streamit/contract';
import {
  getAdminDashboardEndpoint,
  getAdminSettingsEndpoint,
  getSecurityConfigEndpoint,
  getSecurityStatusEndpoint,
  getSystemHealthEndpoint,
  getTasksStatusEndpoint,
  listAuditLogEndpoint,
  listServerErrorsEndpoint,
  runContentCleanupTaskEndpoint,
  runDailyStatsTaskEndpoint,
  runTierUpdateEndpoint,
  updateAdminSettingsEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshSiteConfig } from '../../features/site-settings/get-site-config.queries';
import { apiClient } from '../../lib/api-client';

/** Key prefix of the operations screens' queries. */
export const OPS_KEY = ['admin', 'ops'] as const;
const SETTINGS_KEY = [...OPS_KEY, 'settings'] as const;
const TASKS_KEY = [...OPS_KEY, 'tasks'] as const;
/** How often the tasks screen looks again while a run is going. */
const RUNNING_POLL_MS = 1000;

/** GET /admin/dashboard, read again every minute while open (the server keeps figures a minute fresh). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: [...OPS_KEY, 'dashboard'] as const,
    queryFn: ({ signal }) => apiClient.request(getAdminDashboardEndpoint, { signal }),
    refetchInterval: DASHBOARD_FRESH_SECONDS * 1000,
  });
}

/** GET /admin/settings. */
export function useAdminSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiClient.request(getAdminSettingsEndpoint, { signal }),
  });
}

/** PUT /admin/settings; the saved settings (with their new version) replace the cached ones. */
export function useSaveAdminSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminSettingsRequest) =>
      apiClient.request(updateAdminSettingsEndpoint, { body }),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      // The site name and maintenance state come from the public config: read it again now.
      void refreshSiteConfig(client);
    },
  });
}

/** GET /admin/tasks/status, polled every second while a run is going. */
export function useTasksStatus() {
  return useQuery({
    queryKey: TASKS_KEY,
    queryFn: ({ signal }) => apiClient.request(getTasksStatusEndpoint, { signal }),
    refetchInterval: (query) =>
      query.state.data?.tasks.some((task) => task.running) ? RUNNING_POLL_MS : false,
  });
}

const RUN_ENDPOINTS = {
  'daily-stats': runDailyStatsTaskEndpoint,
  'tier-update': runTierUpdateEndpoint,
  'content-cleanup': runContentCleanupTaskEndpoint,
} as const;

/** POST /admin/tasks/<task>: starts a run, then follows it on the status query. */
export function useRunTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: AdminTask) => apiClient.request(RUN_ENDPOINTS[task]),
    onSettled: () => client.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

/** GET /admin/system/health. */
export function useSystemHealth() {
  return useQuery({
    queryKey: [...OPS_KEY, 'health'] as const,
    queryFn: ({ signal }) => apiClient.request(getSystemHealthEndpoint, { signal }),
  });
}

/** GET /admin/system/logs/errors (one page). */
export function useServerErrors(page: number) {
  return useQuery({
    queryKey: [...OPS_KEY, 'errors', page] as const,
    queryFn: ({ signal }) =>
      apiClient.request(listServerErrorsEndpoint, { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/system/security-status. */
export function useSecurityStatus() {
  return useQuery({
    queryKey: [...OPS_KEY, 'security-status'] as const,
    queryFn: ({ signal }) => apiClient.request(getSecurityStatusEndpoint, { signal }),
  });
}

/** GET /admin/system/security-config. */
export function useSecurityConfig() {
  return useQuery({
    queryKey: [...OPS_KEY, 'security-config'] as const,
    queryFn: ({ signal }) => apiClient.request(getSecurityConfigEndpoint, { signal }),
  });
}

/** GET /admin/system/logs/audit with the URL's filters. */
export function useAuditLog(query: Partial<ListAuditLogQuery>) {
  return useQuery({
    queryKey: [...OPS_KEY, 'audit', query] as const,
    queryFn: ({ signal }) => apiClient.request(listAuditLogEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
