import type { SecurityBulkCheckRequest, VpnDetectionQuery } from '@streamit/contract';
import {
  getFailedLoginsEndpoint,
  getSecurityAnomaliesEndpoint,
  getSuspiciousActivityEndpoint,
  getVpnDetectionEndpoint,
  securityBulkCheckEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'security'] as const;

/** GET /admin/security/failed-logins. */
export function useFailedLogins(hours: number) {
  return useQuery({
    queryKey: [...KEY, 'failed', hours] as const,
    queryFn: ({ signal }) => apiClient.request(getFailedLoginsEndpoint, { query: { hours }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/security/suspicious-activity. */
export function useSuspiciousActivity(hours: number) {
  return useQuery({
    queryKey: [...KEY, 'suspicious', hours] as const,
    queryFn: ({ signal }) => apiClient.request(getSuspiciousActivityEndpoint, { query: { hours }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/security/vpn-detection, with an optional address to look up. */
export function useVpnDetection(query: VpnDetectionQuery) {
  return useQuery({
    queryKey: [...KEY, 'vpn', query] as const,
    queryFn: ({ signal }) => apiClient.request(getVpnDetectionEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/security/anomalies. */
export function useSecurityAnomalies(hours: number) {
  return useQuery({
    queryKey: [...KEY, 'anomalies', hours] as const,
    queryFn: ({ signal }) => apiClient.request(getSecurityAnomaliesEndpoint, { query: { hours }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/security/bulk-check. */
export function useSecurityBulkCheck() {
  return useMutation({
    mutationFn: (body: SecurityBulkCheckRequest) => apiClient.request(securityBulkCheckEndpoint, { body }),
  });
}
