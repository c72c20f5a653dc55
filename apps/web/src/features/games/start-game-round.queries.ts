import { startGameRoundEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /activities/:id/game/rounds: a new round laid out by the server from a seed it keeps. */
export function useStartGameRound(activityId: string) {
  return useMutation({
    mutationFn: () => apiClient.request(startGameRoundEndpoint, { params: { id: activityId } }),
    retry: false,
  });
}
