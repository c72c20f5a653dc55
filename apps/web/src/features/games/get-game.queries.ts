import { getGameEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /activities/:id/game: the game's kind, difficulty, size and best possible score. */
export function useGame(activityId: string) {
  return useQuery({
    queryKey: ['games', 'summary', activityId],
    queryFn: ({ signal }) => apiClient.request(getGameEndpoint, { params: { id: activityId }, signal }),
  });
}
