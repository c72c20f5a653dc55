import type { SubmitRoundBody } from '@streamit/contract';
import { submitGameRoundEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST .../rounds/:roundId/submit: the server replays the move log and scores the round (once). */
export function useSubmitGameRound(activityId: string) {
  return useMutation({
    mutationFn: ({ roundId, body }: { roundId: string; body: SubmitRoundBody }) =>
      apiClient.request(submitGameRoundEndpoint, { params: { id: activityId, roundId }, body }),
    retry: false,
  });
}
