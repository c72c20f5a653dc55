import type { EndpointBody, Route } from '@streamit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type RequestOptions } from './api-client';

/** Who is writing: a creator in the Creator Studio or staff in the admin area; the editors are the same. */
export type AuthorRealm = 'member' | 'admin';

/** The routes one realm writes an activity through (each takes the activity's id as `:id`). */
export interface AuthoringRoutes<G extends Route, C extends Route, U extends Route, P extends Route> {
  get: G;
  create: C;
  update: U;
  upload: P;
}

function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** The calls of one realm: read, create, replace, and upload a picture (multipart `file`). */
export function authoringCalls<G extends Route, C extends Route, U extends Route, P extends Route>(
  routes: AuthoringRoutes<G, C, U, P>,
) {
  return {
    get: (id: string, signal?: AbortSignal) =>
      apiClient.request(routes.get, { params: { id }, signal } as RequestOptions<G>),
    create: (body: EndpointBody<C>) => apiClient.request(routes.create, { body }),
    update: (id: string, body: EndpointBody<U>) =>
      apiClient.request(routes.update, { params: { id }, body } as RequestOptions<U>),
    upload: (id: string, file: File) =>
      apiClient.request(routes.upload, { params: { id }, body: fileForm(file) } as RequestOptions<P>),
  };
}

/** The authored item of `key` (enabled once it has an id). */
export function useAuthoredItem<T>(
  key: readonly unknown[],
  get: (signal: AbortSignal) => Promise<T>,
  enabled: boolean,
) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => get(signal), enabled });
}

/** A save (or submit) whose answer becomes the cached copy under `keyOf(answer.activityId)`. */
export function useAuthoredMutation<Input, T extends { activityId: string }>(
  mutate: (input: Input) => Promise<T>,
  keyOf: (activityId: string) => readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    retry: false,
    onSuccess: (item: T) => {
      queryClient.setQueryData(keyOf(item.activityId), item);
    },
  });
}
