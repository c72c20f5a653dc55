import { startQuizAttemptEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /activities/:id/quiz/attempts: the server draws and shuffles the questions (no answers in them). */
export function useStartQuizAttempt(activityId: string) {
  return useMutation({
    mutationFn: () => apiClient.request(startQuizAttemptEndpoint, { params: { id: activityId } }),
    retry: false,
  });
}
