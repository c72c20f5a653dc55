import { listComingSoonEndpoint } from '@streamit/contract/routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Scheduled items per page on /coming-soon. */
export const COMING_SOON_PAGE_SIZE = 12;

/** Infinite query options for GET /activities/coming-soon (soonest first); the only place that knows its key. */
export function listComingSoonOptions() {
  return infiniteQueryOptions({
    queryKey: ['browse', 'coming-soon'] as const,
    queryFn: ({ signal, pageParam }) =>
      apiClient.request(listComingSoonEndpoint, {
        query: pageParam
          ? { limit: COMING_SOON_PAGE_SIZE, cursor: pageParam }
          : { limit: COMING_SOON_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Published activities scheduled for later, soonest first, page by page. */
export function useComingSoon() {
  return useInfiniteQuery(listComingSoonOptions());
}
