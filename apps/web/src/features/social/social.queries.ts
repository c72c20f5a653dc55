import type { SocialManualVerifyBody, SocialTaskKind } from '@streamit/contract';
import {
  getSocialRequirementsEndpoint,
  getTweetDetailsEndpoint,
  manualVerifySocialTaskEndpoint,
  verifySocialFollowEndpoint,
  verifySocialLikeEndpoint,
  verifySocialRetweetEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

// Under the points root, so an award's refresh of every points figure reloads the tasks too.
const KEY = ['points', 'social'] as const;

// A feature never imports another, so the keys an award changes are named here: every points query and
// the dashboard's summary (the same two the points feature refreshes after a completion).
function refreshAfterAward(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['points'] }),
    client.invalidateQueries({ queryKey: ['member', 'dashboard-stats'] }),
  ]);
}

/** GET /social/requirements: the member's social tasks and how they are verified. */
export function useSocialRequirements() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiClient.request(getSocialRequirementsEndpoint, { signal }),
  });
}

const VERIFY = {
  FOLLOW: verifySocialFollowEndpoint,
  LIKE: verifySocialLikeEndpoint,
  RETWEET: verifySocialRetweetEndpoint,
} as const;

/** POST the task's verify call; an award refreshes every points figure. */
export function useVerifySocialTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, taskId }: { kind: SocialTaskKind; taskId: string }) =>
      apiClient.request(VERIFY[kind], { body: { taskId } }),
    onSettled: () => refreshAfterAward(client),
  });
}

/** POST /social/follow/manual-verify: evidence for staff to review. */
export function useSubmitSocialEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialManualVerifyBody) => apiClient.request(manualVerifySocialTaskEndpoint, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /social/tweet-details: the post a like or repost task is about (the server caches X's answer). */
export function useTweetDetails(taskId: string) {
  return useQuery({
    queryKey: [...KEY, 'post', taskId],
    queryFn: ({ signal }) => apiClient.request(getTweetDetailsEndpoint, { query: { taskId }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
