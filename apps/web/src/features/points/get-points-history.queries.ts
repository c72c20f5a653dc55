import type { PointsHistoryQuery } from '@streamit/contract';
import { getPointsHistoryEndpoint } from '@streamit/contract/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The history filters the page offers; empty strings mean "any". */
export type PointsHistoryFilters = Pick<PointsHistoryQuery, 'kind' | 'source' | 'from' | 'to'>;

/** GET /points/history: newest first, one page per cursor ("load more"). */
export function usePointsHistory(filters: PointsHistoryFilters) {
  return useInfiniteQuery({
    queryKey: ['points', 'history', filters],
    queryFn: ({ signal, pageParam }) =>
      apiClient.request(getPointsHistoryEndpoint, {
        signal,
        query: { ...filters, limit: 20, ...(pageParam === null ? {} : { cursor: pageParam }) },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
