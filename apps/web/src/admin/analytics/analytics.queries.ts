import type { AnalyticsGranularity, ContentPerformanceQuery } from '@streamit/contract';
import {
  getContentPerformanceAnalyticsEndpoint,
  getDailyStatsAnalyticsEndpoint,
  getFinancialOverviewAnalyticsEndpoint,
  getGeographicAnalyticsEndpoint,
  getPartnersAnalyticsEndpoint,
  getUsersAnalyticsEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The range every report is asked for. */
export interface AnalyticsRange {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
}

const KEY = ['admin', 'analytics'] as const;

/** GET /admin/analytics/users. */
export function useUsersReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'users', range] as const,
    queryFn: ({ signal }) => apiClient.request(getUsersAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/analytics/daily-stats. */
export function useDailyStatsReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'daily', range] as const,
    queryFn: ({ signal }) => apiClient.request(getDailyStatsAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/analytics/content-performance. */
export function useContentReport(query: ContentPerformanceQuery) {
  return useQuery({
    queryKey: [...KEY, 'content', query] as const,
    queryFn: ({ signal }) => apiClient.request(getContentPerformanceAnalyticsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/analytics/financial-overview. */
export function useFinancialReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'finance', range] as const,
    queryFn: ({ signal }) =>
      apiClient.request(getFinancialOverviewAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/analytics/partners. */
export function usePartnersReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'partners', range] as const,
    queryFn: ({ signal }) => apiClient.request(getPartnersAnalyticsEndpoint, { query: range, signal }),
  });
}

/** GET /admin/analytics/geographic. */
export function useGeographicReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...KEY, 'geographic', range] as const,
    queryFn: ({ signal }) => apiClient.request(getGeographicAnalyticsEndpoint, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}
