import {
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  type ActivityType,
  type SearchActivitiesResponse,
} from '@streamit/contract';
import { searchActivitiesEndpoint } from '@streamit/contract/routes';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = SEARCH_MAX_LIMIT;

function nextOffset(last: SearchActivitiesResponse, pages: SearchActivitiesResponse[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (last.items.length === 0 || loaded >= last.total || loaded > SEARCH_MAX_OFFSET) return undefined;
  return loaded;
}

/** Query options for the pages of /search: GET /search/activities with offset; the only place with this key. */
export function searchResultPagesQueryOptions(q: string, type: ActivityType | undefined) {
  return infiniteQueryOptions({
    queryKey: ['search', 'results', q, type ?? 'ALL'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(searchActivitiesEndpoint, {
        query: { q, limit: SEARCH_PAGE_SIZE, offset: pageParam, ...(type ? { type } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: q !== '',
    // Switching kinds keeps the old results on screen (marked busy) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The results of /search, page by page ("Show more" loads the next). */
export function useSearchResultPages(q: string, type: ActivityType | undefined) {
  return useInfiniteQuery(searchResultPagesQueryOptions(q, type));
}
