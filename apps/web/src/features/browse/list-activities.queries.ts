import type { ActivityListQuery } from '@streamit/contract';
import { listActivitiesEndpoint } from '@streamit/contract/routes';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The list filters without the cursor, which the pages themselves carry. */
export type ListActivitiesFilters = Omit<ActivityListQuery, 'cursor'>;

/** Infinite query options for GET /activities: one page per cursor; the only place that knows its key. */
export function listActivitiesInfiniteOptions(filters: ListActivitiesFilters) {
  return infiniteQueryOptions({
    queryKey: ['browse', 'activities', 'pages', filters] as const,
    queryFn: ({ signal, pageParam }) =>
      apiClient.request(listActivitiesEndpoint, {
        query: pageParam ? { ...filters, cursor: pageParam } : filters,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // A filter change keeps the current cards on screen (marked busy) until the new list arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every page loaded so far of a filtered, sorted activity list; `fetchNextPage` follows nextCursor. */
export function useActivityPages(filters: ListActivitiesFilters) {
  return useInfiniteQuery(listActivitiesInfiniteOptions(filters));
}

/** Query options for the first page only, as a home row shows it. */
export function activityRowOptions(filters: ListActivitiesFilters) {
  return queryOptions({
    queryKey: ['browse', 'activities', 'row', filters] as const,
    queryFn: ({ signal }) => apiClient.request(listActivitiesEndpoint, { query: filters, signal }),
  });
}

/** The first page of a filtered, sorted activity list (a home row). */
export function useActivityRow(filters: ListActivitiesFilters) {
  return useQuery(activityRowOptions(filters));
}
