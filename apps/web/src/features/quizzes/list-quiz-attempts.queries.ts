import { listQuizAttemptsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The query key of a member's attempts at one quiz (invalidated when an attempt finishes). */
export function quizAttemptsKey(activityId: string) {
  return ['quizzes', 'attempts', activityId] as const;
}

/** GET /activities/:id/quiz/attempts: the signed-in member's attempts, newest first (members only). */
export function useQuizAttempts(activityId: string, signedIn: boolean) {
  return useQuery({
    queryKey: quizAttemptsKey(activityId),
    queryFn: ({ signal }) =>
      apiClient.request(listQuizAttemptsEndpoint, { params: { id: activityId }, signal }),
    enabled: signedIn,
  });
}
