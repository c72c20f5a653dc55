import {
  CreatorBannerResponseSchema,
  type CreatorDiscoverQuery,
  type CreatorFollowState,
  type CreatorProfileBody,
} from '@streamit/contract';
import {
  discoverCreatorsEndpoint,
  followCreatorEndpoint,
  getCreatorFollowEndpoint,
  getCreatorPageEndpoint,
  getCreatorProfileEndpoint,
  listCreatorPublicActivitiesEndpoint,
  unfollowCreatorEndpoint,
  updateCreatorProfileEndpoint,
  uploadCreatorBannerEndpoint,
} from '@streamit/contract/routes';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useFileUpload } from '../../lib/api/use-file-upload';

/** The discover filters without the cursor, which the pages carry. */
export type DiscoverFilters = Omit<CreatorDiscoverQuery, 'cursor' | 'limit'>;

const PROFILE_KEY = ['creators', 'own-profile'] as const;
const pageKey = (handle: string) => ['creators', 'page', handle.toLowerCase()] as const;
const followKey = (handle: string) => ['creators', 'follow', handle.toLowerCase()] as const;

/** GET /creators: every page loaded so far; `fetchNextPage` follows nextCursor. */
export function useDiscoverCreators(filters: DiscoverFilters) {
  return useInfiniteQuery({
    queryKey: ['creators', 'discover', filters] as const,
    queryFn: ({ signal, pageParam }) =>
      apiClient.request(discoverCreatorsEndpoint, {
        query: pageParam ? { ...filters, cursor: pageParam } : filters,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /creators/:handle: the public page, the same for everyone. */
export function useCreatorPage(handle: string) {
  return useQuery({
    queryKey: pageKey(handle),
    queryFn: ({ signal }) => apiClient.request(getCreatorPageEndpoint, { params: { handle }, signal }),
  });
}

/** GET /activities/creator/:id: the creator's listed content, page by page. */
export function useCreatorContent(creatorId: string) {
  return useInfiniteQuery({
    queryKey: ['creators', 'content', creatorId] as const,
    queryFn: ({ signal, pageParam }) =>
      apiClient.request(listCreatorPublicActivitiesEndpoint, {
        params: { id: creatorId },
        query: pageParam ? { cursor: pageParam, limit: 12 } : { limit: 12 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** GET /creators/:handle/follow, only for a signed-in member. */
export function useFollowState(handle: string, signedIn: boolean) {
  return useQuery({
    queryKey: followKey(handle),
    queryFn: ({ signal }) => apiClient.request(getCreatorFollowEndpoint, { params: { handle }, signal }),
    enabled: signedIn,
  });
}

/** POST or DELETE /creators/:handle/follow; the answer's count goes straight onto the page. */
export function useToggleFollow(handle: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? apiClient.request(followCreatorEndpoint, { params: { handle } })
        : apiClient.request(unfollowCreatorEndpoint, { params: { handle } }),
    onSuccess: (state: CreatorFollowState) => {
      client.setQueryData(followKey(handle), state);
      client.setQueryData(pageKey(handle), (page: { followerCount: number } | undefined) =>
        page ? { ...page, followerCount: state.followerCount } : page,
      );
    },
  });
}

/** GET /users/creator-profile: the creator's own profile and standing. */
export function useOwnCreatorProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiClient.request(getCreatorProfileEndpoint, { signal }),
  });
}

/** PUT /users/creator-profile. */
export function useSaveCreatorProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorProfileBody) => apiClient.request(updateCreatorProfileEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['creators'] }),
  });
}

/** POST /users/creator-banner with upload progress (0–1) and a way to cancel. */
export function useUploadBanner() {
  return useFileUpload({
    path: uploadCreatorBannerEndpoint.path,
    schema: CreatorBannerResponseSchema,
    invalidates: ['creators'],
  });
}
