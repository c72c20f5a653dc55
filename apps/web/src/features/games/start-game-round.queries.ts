import { useMutation } from '@tanstack/react-query';
import { useGamePlaySource } from './game-play-source';

/** POST /activities/:id/game/rounds: a new round laid out by the server from a seed it keeps. */
export function useStartGameRound(activityId: string) {
  const source = useGamePlaySource();
  return useMutation({
    mutationFn: () => source.start(activityId),
    retry: false,
  });
}
