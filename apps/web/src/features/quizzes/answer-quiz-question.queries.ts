import type { QuizAnswerInput } from '@streamit/contract';
import { useMutation } from '@tanstack/react-query';
import { useQuizPlaySource } from './quiz-play-source';

/** POST .../attempts/:attemptId/answers: the server grades one answer and returns its explanation. */
export function useAnswerQuizQuestion(activityId: string, attemptId: string) {
  const source = useQuizPlaySource();
  return useMutation({
    mutationFn: (body: QuizAnswerInput) => source.answer(activityId, attemptId, body),
    retry: false,
  });
}
