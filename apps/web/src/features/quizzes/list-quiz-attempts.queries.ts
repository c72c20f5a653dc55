import { useQuery } from '@tanstack/react-query';
import { useQuizPlaySource, type QuizPlaySource } from './quiz-play-source';

/** The query key of a member's attempts at one quiz (invalidated when an attempt finishes). */
export function quizAttemptsKey(source: QuizPlaySource, activityId: string) {
  return [...source.keyPrefix, 'attempts', activityId] as const;
}

/** GET /activities/:id/quiz/attempts: the signed-in member's attempts, newest first (members only). */
export function useQuizAttempts(activityId: string, signedIn: boolean) {
  const source = useQuizPlaySource();
  return useQuery({
    queryKey: quizAttemptsKey(source, activityId),
    queryFn: ({ signal }) => source.attempts(activityId, signal),
    enabled: signedIn,
  });
}
