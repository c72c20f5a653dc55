import type { StoryImage, StoryInput } from '@streamit/contract';
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import {
  authoringCalls,
  useAuthoredItem,
  useAuthoredMutation,
  type AuthorRealm,
} from '../../lib/authoring.queries';

/** Who is writing: a creator (Creator Studio) or staff (admin area); both send drafts to review. */
export type StoryAuthorRealm = AuthorRealm;

/** The calls of one realm: the editor is the same for both. */
const CALLS = {
  member: {
    ...authoringCalls({
      get: getCreatorStoryEndpoint,
      create: createCreatorStoryEndpoint,
      update: updateCreatorStoryEndpoint,
      upload: uploadCreatorStoryImageEndpoint,
    }),
    submit: (id: string) => apiClient.request(submitCreatorStoryEndpoint, { params: { id } }),
  },
  admin: {
    ...authoringCalls({
      get: getAdminStoryEndpoint,
      create: createAdminStoryEndpoint,
      update: updateAdminStoryEndpoint,
      upload: uploadAdminStoryImageEndpoint,
    }),
    submit: (id: string) => apiClient.request(submitAdminStoryEndpoint, { params: { id } }),
  },
};

/** The query key of one story as its author (or a moderator) reads it. */
export function authoredStoryKey(realm: StoryAuthorRealm, id: string) {
  return ['story-authoring', realm, id] as const;
}

/** GET /creator/stories/:id or /admin/stories/:id: the story to edit. */
export function useAuthoredStory(realm: StoryAuthorRealm, id: string | null) {
  const get = (signal: AbortSignal) => CALLS[realm].get(id ?? '', signal);
  return useAuthoredItem(authoredStoryKey(realm, id ?? ''), get, id !== null);
}

/** GET /admin/stories/:id: any story with every section, for the moderator. */
export function useModeratedStory(id: string) {
  return useAuthoredStory('admin', id);
}

/** POST (new) or PUT (existing) the whole story; the answer becomes the cached copy. */
export function useSaveStory(realm: StoryAuthorRealm, id: string | null) {
  const save = (body: StoryInput) => (id ? CALLS[realm].update(id, body) : CALLS[realm].create(body));
  return useAuthoredMutation(save, (storyId) => authoredStoryKey(realm, storyId));
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
  const submit = () => CALLS[realm].submit(id ?? '');
  return useAuthoredMutation(submit, (storyId) => authoredStoryKey(realm, storyId));
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
