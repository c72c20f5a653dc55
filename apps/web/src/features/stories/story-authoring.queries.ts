import type { StoryAuthoring, StoryImage, StoryInput } from '@streamit/contract';
import {
  createCreatorStoryEndpoint,
  getAdminStoryEndpoint,
  getCreatorStoryEndpoint,
  listActivitiesEndpoint,
  submitCreatorStoryEndpoint,
  updateCreatorStoryEndpoint,
  uploadCreatorStoryImageEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The query key of one story as its author (or a moderator) reads it. */
export function authoredStoryKey(realm: 'member' | 'admin', id: string) {
  return ['story-authoring', realm, id] as const;
}

/** GET /creator/stories/:id: the creator's own story, to edit. */
export function useCreatorStory(id: string | null) {
  return useQuery({
    queryKey: authoredStoryKey('member', id ?? ''),
    queryFn: ({ signal }) => apiClient.request(getCreatorStoryEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** GET /admin/stories/:id: any story with every section, for the moderator. */
export function useModeratedStory(id: string) {
  return useQuery({
    queryKey: authoredStoryKey('admin', id),
    queryFn: ({ signal }) => apiClient.request(getAdminStoryEndpoint, { params: { id }, signal }),
  });
}

/** POST (new) or PUT (existing) the whole story; the answer becomes the cached copy. */
export function useSaveStory(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryInput) =>
      id
        ? apiClient.request(updateCreatorStoryEndpoint, { params: { id }, body })
        : apiClient.request(createCreatorStoryEndpoint, { body }),
    retry: false,
    onSuccess: (story: StoryAuthoring) => {
      queryClient.setQueryData(authoredStoryKey('member', story.activityId), story);
    },
  });
}

/** POST /creator/stories/:id/images (multipart `file`): a picture, checked and re-encoded by the server. */
export function useUploadStoryImage(id: string | null) {
  return useMutation({
    mutationFn: (file: File): Promise<StoryImage> => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.request(uploadCreatorStoryImageEndpoint, { params: { id: id ?? '' }, body });
    },
    retry: false,
  });
}

/** POST /creator/stories/:id/submit: the creator's draft goes to the moderation queue. */
export function useSubmitStory(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(submitCreatorStoryEndpoint, { params: { id: id ?? '' } }),
    retry: false,
    onSuccess: (story: StoryAuthoring) => {
      queryClient.setQueryData(authoredStoryKey('member', story.activityId), story);
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
