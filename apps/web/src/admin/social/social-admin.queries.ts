import type { SocialBypassBody, SocialReviewBody, SocialTask, SocialTaskBody } from '@streamit/contract';
import {
  bypassSocialTaskEndpoint,
  createSocialTaskEndpoint,
  findAdminMemberEndpoint,
  decideSocialClaimEndpoint,
  listSocialClaimsEndpoint,
  listSocialTasksEndpoint,
  updateSocialTaskEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'social-tasks'] as const;

/** GET /admin/social-tasks. */
export function useSocialTasks() {
  return useQuery({
    queryKey: [...KEY, 'tasks'],
    queryFn: ({ signal }) => apiClient.request(listSocialTasksEndpoint, { signal }),
  });
}

/** GET /admin/social-tasks/claims: the submissions waiting for review. */
export function useSocialClaimQueue() {
  return useQuery({
    queryKey: [...KEY, 'claims'],
    queryFn: ({ signal }) =>
      apiClient.request(listSocialClaimsEndpoint, { query: { state: 'PENDING_REVIEW' }, signal }),
  });
}

/** POST /admin/social-tasks. */
export function useCreateSocialTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialTaskBody) => apiClient.request(createSocialTaskEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /admin/social-tasks/:id with `active` switched, at the version on screen. */
export function useToggleSocialTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: SocialTask) => {
      const { id, version, kind, title, target, points, maxCompletions, startsAt, endsAt, minTier } = task;
      const body = {
        kind,
        title,
        target,
        points,
        maxCompletions,
        startsAt,
        endsAt,
        minTier,
        version,
        active: !task.active,
      };
      return apiClient.request(updateSocialTaskEndpoint, { params: { id }, body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/social-tasks/claims/:id/decision. */
export function useDecideSocialClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: SocialReviewBody }) =>
      apiClient.request(decideSocialClaimEndpoint, { params: { id }, body: review }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /admin/users/find (canManageUsers): members whose email, id or name is exactly the text; run on demand. */
export function useFindMember(q: string) {
  return useQuery({
    queryKey: ['admin', 'members', 'find', q],
    queryFn: ({ signal }) => apiClient.request(findAdminMemberEndpoint, { query: { q }, signal }),
    enabled: q !== '',
    retry: false,
  });
}

/** POST /social/follow/twitter/bypass: staff mark a member's task verified (reasoned, audited, paid once). */
export function useBypassSocialTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialBypassBody) => apiClient.request(bypassSocialTaskEndpoint, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
