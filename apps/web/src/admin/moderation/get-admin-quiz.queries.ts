import { getAdminQuizEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /admin/quizzes/:id: a quiz with its answers, for the moderator's preview; off when `id` is null. */
export function useAdminQuiz(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'moderation', 'quiz', id] as const,
    queryFn: ({ signal }) => apiClient.request(getAdminQuizEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
