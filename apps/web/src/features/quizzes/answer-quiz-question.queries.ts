import type { QuizAnswerInput } from '@streamit/contract';
import { answerQuizQuestionEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST .../attempts/:attemptId/answers: the server grades one answer and returns its explanation. */
export function useAnswerQuizQuestion(activityId: string, attemptId: string) {
  return useMutation({
    mutationFn: (body: QuizAnswerInput) =>
      apiClient.request(answerQuizQuestionEndpoint, { params: { id: activityId, attemptId }, body }),
    retry: false,
  });
}
