import { getPointsConfigSummaryEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Prefix of every points-configuration query: each change reads them all again. */
export const POINTS_CONFIG_KEY = ['admin', 'points-config'] as const;

/** GET /admin/points-config/summary: the global rules, tier rules and how many multipliers and overrides exist. */
export function usePointsConfigSummary() {
  return useQuery({
    queryKey: [...POINTS_CONFIG_KEY, 'summary'] as const,
    queryFn: ({ signal }) => apiClient.request(getPointsConfigSummaryEndpoint, { signal }),
  });
}
