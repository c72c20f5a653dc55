import type { ListReportsQuery } from '@streamit/contract';
import { listReportsEndpoint } from '@streamit/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of every reports page, for refreshing them all after a resolution or decision. */
export const REPORTS_KEY = ['admin', 'moderation', 'reports'] as const;

/** Query options for GET /admin/reports (reported activities with their reports). */
export function reportsQueryOptions(query: Partial<ListReportsQuery>) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, query] as const,
    queryFn: ({ signal }) => apiClient.request(listReportsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reads one page of reported activities, most recently reported first. */
export function useListReports(query: Partial<ListReportsQuery>) {
  return useQuery(reportsQueryOptions(query));
}
