import { getQuizSummaryEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /activities/:id/quiz: the rules shown before starting (count, time limit, pass mark). */
export function useQuizSummary(activityId: string) {
  return useQuery({
    queryKey: ['quizzes', 'summary', activityId],
    queryFn: ({ signal }) =>
      apiClient.request(getQuizSummaryEndpoint, { params: { id: activityId }, signal }),
  });
}
