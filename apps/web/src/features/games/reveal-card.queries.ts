import { useMutation } from '@tanstack/react-query';
import { useGamePlaySource } from './game-play-source';

/** POST .../rounds/:roundId/reveal: the server (or the preview) turns one memory card over and logs the flip. */
export function useRevealCard(activityId: string, roundId: string) {
  const source = useGamePlaySource();
  return useMutation({
    mutationFn: (position: number) => source.reveal(activityId, roundId, position),
    retry: false,
  });
}
