import { listActivitiesEndpoint } from '@streamit/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /activities?q=: published activities whose title matches, for attaching to a campaign. Shared by the
 * staff campaign form and the partner portal's proposal form (components/campaign/), so it lives outside both.
 */
export function useActivitySearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['activity-search', term] as const,
    queryFn: ({ signal }) =>
      apiClient.request(listActivitiesEndpoint, { query: { q: term, sort: 'newest' }, signal }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
}
