import { revealCardEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST .../rounds/:roundId/reveal: the server turns one memory card over and logs the flip. */
export function useRevealCard(activityId: string, roundId: string) {
  return useMutation({
    mutationFn: (position: number) =>
      apiClient.request(revealCardEndpoint, { params: { id: activityId, roundId }, body: { position } }),
    retry: false,
  });
}
