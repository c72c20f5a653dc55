import { useQuery } from '@tanstack/react-query';
import { useGamePlaySource } from './game-play-source';

/** GET /activities/:id/game (or the preview's draft): the game's kind, difficulty, size and best score. */
export function useGame(activityId: string) {
  const source = useGamePlaySource();
  return useQuery({
    queryKey: [...source.keyPrefix, 'summary', activityId],
    queryFn: ({ signal }) => source.summary(activityId, signal),
  });
}
