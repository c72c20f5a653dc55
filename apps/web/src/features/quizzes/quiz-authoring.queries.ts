import type { QuizAuthoring, QuizImage, QuizInput } from '@streamit/contract';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Who is writing: a creator (drafts, submitted for review) or staff (published at once). */
export type QuizAuthorRealm = 'member' | 'admin';

function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** The calls of one realm: the editor is the same for both. */
const CALLS = {
  member: {
    get: (id: string, signal?: AbortSignal) =>
      apiClient.request(getCreatorQuizEndpoint, { params: { id }, signal }),
    create: (body: QuizInput) => apiClient.request(createCreatorQuizEndpoint, { body }),
    update: (id: string, body: QuizInput) =>
      apiClient.request(updateCreatorQuizEndpoint, { params: { id }, body }),
    upload: (id: string, file: File) =>
      apiClient.request(uploadCreatorQuizImageEndpoint, { params: { id }, body: fileBody(file) }),
  },
  admin: {
    get: (id: string, signal?: AbortSignal) =>
      apiClient.request(getAdminQuizEndpoint, { params: { id }, signal }),
    create: (body: QuizInput) => apiClient.request(createAdminQuizEndpoint, { body }),
    update: (id: string, body: QuizInput) =>
      apiClient.request(updateAdminQuizEndpoint, { params: { id }, body }),
    upload: (id: string, file: File) =>
      apiClient.request(uploadAdminQuizImageEndpoint, { params: { id }, body: fileBody(file) }),
  },
};

/** The query key of one quiz as its author reads it. */
export function authoredQuizKey(realm: QuizAuthorRealm, id: string) {
  return ['quiz-authoring', realm, id] as const;
}

/** GET /creator/quizzes/:id or /admin/quizzes/:id: the quiz with its answers. */
export function useAuthoredQuiz(realm: QuizAuthorRealm, id: string | null) {
  return useQuery({
    queryKey: authoredQuizKey(realm, id ?? ''),
    queryFn: ({ signal }) => CALLS[realm].get(id ?? '', signal),
    enabled: id !== null,
  });
}

/** POST (new) or PUT (existing) the whole quiz; the answer becomes the cached copy. */
export function useSaveQuiz(realm: QuizAuthorRealm, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizInput) => (id ? CALLS[realm].update(id, body) : CALLS[realm].create(body)),
    retry: false,
    onSuccess: (quiz: QuizAuthoring) => {
      queryClient.setQueryData(authoredQuizKey(realm, quiz.activityId), quiz);
    },
  });
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(submitCreatorQuizEndpoint, { params: { id: id ?? '' } }),
    retry: false,
    onSuccess: (quiz: QuizAuthoring) => {
      queryClient.setQueryData(authoredQuizKey('member', quiz.activityId), quiz);
    },
  });
}
