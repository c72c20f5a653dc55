import { useQuery } from '@tanstack/react-query';
import { useQuizPlaySource } from './quiz-play-source';

/** GET /activities/:id/quiz: the rules shown before starting (count, time limit, pass mark). */
export function useQuizSummary(activityId: string) {
  const source = useQuizPlaySource();
  return useQuery({
    queryKey: [...source.keyPrefix, 'summary', activityId],
    queryFn: ({ signal }) => source.summary(activityId, signal),
  });
}
