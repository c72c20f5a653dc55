import type { StoryAuthoring, StoryImage, StoryInput } from '@streamit/contract';
import {
  createAdminStoryEndpoint,
  createCreatorStoryEndpoint,
  getAdminStoryEndpoint,
  getCreatorStoryEndpoint,
  listActivitiesEndpoint,
  submitAdminStoryEndpoint,
  submitCreatorStoryEndpoint,
  updateAdminStoryEndpoint,
  updateCreatorStoryEndpoint,
  uploadAdminStoryImageEndpoint,
  uploadCreatorStoryImageEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Who is writing: a creator (Creator Studio) or staff (admin area); both send drafts to review. */
export type StoryAuthorRealm = 'member' | 'admin';

function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** The calls of one realm: the editor is the same for both. */
const CALLS = {
  member: {
    get: (id: string, signal?: AbortSignal) =>
      apiClient.request(getCreatorStoryEndpoint, { params: { id }, signal }),
    create: (body: StoryInput) => apiClient.request(createCreatorStoryEndpoint, { body }),
    update: (id: string, body: StoryInput) =>
      apiClient.request(updateCreatorStoryEndpoint, { params: { id }, body }),
    upload: (id: string, file: File) =>
      apiClient.request(uploadCreatorStoryImageEndpoint, { params: { id }, body: fileBody(file) }),
    submit: (id: string) => apiClient.request(submitCreatorStoryEndpoint, { params: { id } }),
  },
  admin: {
    get: (id: string, signal?: AbortSignal) =>
      apiClient.request(getAdminStoryEndpoint, { params: { id }, signal }),
    create: (body: StoryInput) => apiClient.request(createAdminStoryEndpoint, { body }),
    update: (id: string, body: StoryInput) =>
      apiClient.request(updateAdminStoryEndpoint, { params: { id }, body }),
    upload: (id: string, file: File) =>
      apiClient.request(uploadAdminStoryImageEndpoint, { params: { id }, body: fileBody(file) }),
    submit: (id: string) => apiClient.request(submitAdminStoryEndpoint, { params: { id } }),
  },
};

/** The query key of one story as its author (or a moderator) reads it. */
export function authoredStoryKey(realm: StoryAuthorRealm, id: string) {
  return ['story-authoring', realm, id] as const;
}

/** GET /creator/stories/:id or /admin/stories/:id: the story to edit. */
export function useAuthoredStory(realm: StoryAuthorRealm, id: string | null) {
  return useQuery({
    queryKey: authoredStoryKey(realm, id ?? ''),
    queryFn: ({ signal }) => CALLS[realm].get(id ?? '', signal),
    enabled: id !== null,
  });
}

/** GET /admin/stories/:id: any story with every section, for the moderator. */
export function useModeratedStory(id: string) {
  return useAuthoredStory('admin', id);
}

/** POST (new) or PUT (existing) the whole story; the answer becomes the cached copy. */
export function useSaveStory(realm: StoryAuthorRealm, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryInput) => (id ? CALLS[realm].update(id, body) : CALLS[realm].create(body)),
    retry: false,
    onSuccess: (story: StoryAuthoring) => {
      queryClient.setQueryData(authoredStoryKey(realm, story.activityId), story);
    },
  });
}

/** POST .../images (multipart `file`): a picture, checked and re-encoded by the server. */
export function useUploadStoryImage(realm: StoryAuthorRealm, id: string | null) {
  return useMutation({
    mutationFn: (file: File): Promise<StoryImage> => CALLS[realm].upload(id ?? '', file),
    retry: false,
  });
}

/** POST .../submit: the author's draft goes to the moderation queue. */
export function useSubmitStory(realm: StoryAuthorRealm, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => CALLS[realm].submit(id ?? ''),
    retry: false,
    onSuccess: (story: StoryAuthoring) => {
      queryClient.setQueryData(authoredStoryKey(realm, story.activityId), story);
    },
  });
}

/** GET /activities?type=VIDEO: the newest published videos of the catalogue, to embed in a video part. */
export function useCatalogueVideos() {
  return useQuery({
    queryKey: ['story-authoring', 'videos'] as const,
    queryFn: ({ signal }) =>
      apiClient.request(listActivitiesEndpoint, {
        query: { type: 'VIDEO', sort: 'newest', limit: 50 },
        signal,
      }),
  });
}
