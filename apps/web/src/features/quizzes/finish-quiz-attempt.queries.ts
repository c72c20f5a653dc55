import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizAttemptsKey } from './list-quiz-attempts.queries';
import { useQuizPlaySource } from './quiz-play-source';

/** POST .../attempts/:attemptId/finish: the server scores the attempt; the history is read again. */
export function useFinishQuizAttempt(activityId: string, attemptId: string) {
  const queryClient = useQueryClient();
  const source = useQuizPlaySource();
  return useMutation({
    mutationFn: () => source.finish(activityId, attemptId),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizAttemptsKey(source, activityId) }),
  });
}
