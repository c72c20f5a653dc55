import type { QuizImage, QuizInput } from '@streamit/contract';
import {
  createAdminQuizEndpoint,
  createCreatorQuizEndpoint,
  getAdminQuizEndpoint,
  getCreatorQuizEndpoint,
  submitCreatorQuizEndpoint,
  updateAdminQuizEndpoint,
  updateCreatorQuizEndpoint,
  uploadAdminQuizImageEndpoint,
  uploadCreatorQuizImageEndpoint,
} from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import {
  authoringCalls,
  useAuthoredItem,
  useAuthoredMutation,
  type AuthorRealm,
} from '../../lib/authoring.queries';

/** Who is writing: a creator (drafts, submitted for review) or staff (published at once). */
export type QuizAuthorRealm = AuthorRealm;

/** The calls of one realm: the editor is the same for both. */
const CALLS = {
  member: authoringCalls({
    get: getCreatorQuizEndpoint,
    create: createCreatorQuizEndpoint,
    update: updateCreatorQuizEndpoint,
    upload: uploadCreatorQuizImageEndpoint,
  }),
  admin: authoringCalls({
    get: getAdminQuizEndpoint,
    create: createAdminQuizEndpoint,
    update: updateAdminQuizEndpoint,
    upload: uploadAdminQuizImageEndpoint,
  }),
};

/** The query key of one quiz as its author reads it. */
export function authoredQuizKey(realm: QuizAuthorRealm, id: string) {
  return ['quiz-authoring', realm, id] as const;
}

/** GET /creator/quizzes/:id or /admin/quizzes/:id: the quiz with its answers. */
export function useAuthoredQuiz(realm: QuizAuthorRealm, id: string | null) {
  const get = (signal: AbortSignal) => CALLS[realm].get(id ?? '', signal);
  return useAuthoredItem(authoredQuizKey(realm, id ?? ''), get, id !== null);
}

/** POST (new) or PUT (existing) the whole quiz; the answer becomes the cached copy. */
export function useSaveQuiz(realm: QuizAuthorRealm, id: string | null) {
  const save = (body: QuizInput) => (id ? CALLS[realm].update(id, body) : CALLS[realm].create(body));
  return useAuthoredMutation(save, (quizId) => authoredQuizKey(realm, quizId));
}

/** POST .../images (multipart `file`): a question picture, re-encoded by the server. */
export function useUploadQuizImage(realm: QuizAuthorRealm, id: string | null) {
  return useMutation({
    mutationFn: (file: File): Promise<QuizImage> => CALLS[realm].upload(id ?? '', file),
    retry: false,
  });
}

/** POST /creator/quizzes/:id/submit: the creator's draft goes to the moderation queue. */
export function useSubmitQuiz(id: string | null) {
  const submit = () => apiClient.request(submitCreatorQuizEndpoint, { params: { id: id ?? '' } });
  return useAuthoredMutation(submit, (quizId) => authoredQuizKey('member', quizId));
}
