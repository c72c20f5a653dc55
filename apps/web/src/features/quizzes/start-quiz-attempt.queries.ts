import { useMutation } from '@tanstack/react-query';
import { useQuizPlaySource } from './quiz-play-source';

/** POST /activities/:id/quiz/attempts: the server draws and shuffles the questions (no answers in them). */
export function useStartQuizAttempt(activityId: string) {
  const source = useQuizPlaySource();
  return useMutation({ mutationFn: () => source.start(activityId), retry: false });
}
