import { finishQuizAttemptEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { quizAttemptsKey } from './list-quiz-attempts.queries';

/** POST .../attempts/:attemptId/finish: the server scores the attempt; the history is read again. */
export function useFinishQuizAttempt(activityId: string, attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(finishQuizAttemptEndpoint, { params: { id: activityId, attemptId } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizAttemptsKey(activityId) }),
  });
}
