import type { SubmitRoundBody } from '@streamit/contract';
import { useMutation } from '@tanstack/react-query';
import { useGamePlaySource } from './game-play-source';

/** POST .../rounds/:roundId/submit: the server replays the move log and scores the round (once). */
export function useSubmitGameRound(activityId: string) {
  const source = useGamePlaySource();
  return useMutation({
    mutationFn: ({ roundId, body }: { roundId: string; body: SubmitRoundBody }) =>
      source.submit(activityId, roundId, body),
    retry: false,
  });
}
