import { searchActivitiesEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /search/activities: published activities matching the words, to pick one to feature. */
export function useSearchFeaturedCandidates(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['admin', 'featured', 'candidates', q] as const,
    queryFn: ({ signal }) => apiClient.request(searchActivitiesEndpoint, { query: { q, limit: 8 }, signal }),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
