import { getModerationAnalyticsEndpoint, getSecurityAnalyticsEndpoint } from '@streamit/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { AnalyticsRange } from './analytics.queries';

const KEY = ['admin', 'analytics'] as const;

/** GET /admin/analytics/security. */
export function useSecurityReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'security', range] as const,
    queryFn: ({ signal }) => apiClient.request(getSecurityAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/analytics/moderation. */
export function useModerationReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'moderation', range] as const,
    queryFn: ({ signal }) => apiClient.request(getModerationAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}
