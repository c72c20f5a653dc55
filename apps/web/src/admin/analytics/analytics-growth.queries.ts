import {
  getCreatorsAnalyticsEndpoint,
  getGeographicGrowthAnalyticsEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { AnalyticsRange } from './analytics.queries';

const KEY = ['admin', 'analytics'] as const;

/** GET /admin/analytics/creators. */
export function useCreatorsReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'creators', range] as const,
    queryFn: ({ signal }) => apiClient.request(getCreatorsAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/analytics/geographic-growth. */
export function useGeographicGrowthReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'geographic-growth', range] as const,
    queryFn: ({ signal }) =>
      apiClient.request(getGeographicGrowthAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}
