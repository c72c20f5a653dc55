import type {
  AdminMemberListQuery,
  AwardPointsBody,
  BulkSuspendBody,
  BulkUnsuspendBody,
  SendArtfiDirectBody,
  Tier,
} from '@streamit/contract';
import {
  adjustPointsEndpoint,
  awardPointsEndpoint,
  bulkSuspendMembersEndpoint,
  changeMemberTierEndpoint,
  clearTierLockEndpoint,
  endMemberSessionsEndpoint,
  bulkUnsuspendMembersEndpoint,
  getAdminMemberEndpoint,
  getMemberDeviceHistoryEndpoint,
  getMemberLocationInsightsEndpoint,
  getMemberSecurityProfileEndpoint,
  listAdminMembersEndpoint,
  sendArtfiDirectEndpoint,
  verifyMemberEndpoint,
} from '@streamit/contract/routes';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'members'] as const;

/** GET /admin/users: the filtered list, page after page by cursor. */
export function useAdminMembers(query: Omit<AdminMemberListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'list', query] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(listAdminMembersEndpoint, {
        query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/users/:id: the member page. */
export function useAdminMember(id: string) {
  return useQuery({
    queryKey: [...KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiClient.request(getAdminMemberEndpoint, { params: { id }, signal }),
  });
}

/** GET /admin/users/:id/location-insights (a panel, read when opened). */
export function useMemberLocations(id: string) {
  return useQuery({
    queryKey: [...KEY, 'insights', 'locations', id] as const,
    queryFn: ({ signal }) => apiClient.request(getMemberLocationInsightsEndpoint, { params: { id }, signal }),
  });
}

/** GET /admin/users/:id/device-history (a panel, read when opened). */
export function useMemberDeviceHistory(id: string) {
  return useQuery({
    queryKey: [...KEY, 'insights', 'devices', id] as const,
    queryFn: ({ signal }) => apiClient.request(getMemberDeviceHistoryEndpoint, { params: { id }, signal }),
  });
}

/** GET /admin/users/:id/security-profile (a panel, read when opened). */
export function useMemberSecurityProfile(id: string) {
  return useQuery({
    queryKey: [...KEY, 'insights', 'security', id] as const,
    queryFn: ({ signal }) => apiClient.request(getMemberSecurityProfileEndpoint, { params: { id }, signal }),
  });
}

/** A suspension change for one or many members, always through the bulk calls (all or none). */
export type SuspensionChange =
  { kind: 'suspend'; body: BulkSuspendBody } | { kind: 'unsuspend'; body: BulkUnsuspendBody };

/** Suspend or lift; every member list and page reloads afterwards. */
export function useChangeSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SuspensionChange) =>
      change.kind === 'suspend'
        ? apiClient.request(bulkSuspendMembersEndpoint, { body: change.body })
        : apiClient.request(bulkUnsuspendMembersEndpoint, { body: change.body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/users/:id/verify. */
export function useVerifyMember(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiClient.request(verifyMemberEndpoint, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/users/:id/end-sessions (canManageUsers): signs the member out everywhere; the page reloads. */
export function useEndMemberSessions(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiClient.request(endMemberSessionsEndpoint, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** What the tier form sends: the tier, why, and when its lock ends (left out: until cleared). */
export interface TierChange {
  tier: Tier;
  reason: string;
  lockUntil?: string;
}

/** POST /admin/users/:id/tier (canManagePoints); the member page and lists reload after it. */
export function useChangeMemberTier(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TierChange) => apiClient.request(changeMemberTierEndpoint, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /admin/users/:id/tier-lock (canManagePoints, audited): automatic tier updates apply again. */
export function useClearTierLock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(clearTierLockEndpoint, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/users/:id/adjust-points (canManagePoints): a signed amount and why; the page reloads after it. */
export function useAdjustPoints(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      apiClient.request(adjustPointsEndpoint, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A confirmed staff payment: its body and the key the confirmation made, reused if the same send is retried. */
export interface ConfirmedSend<T> {
  body: T;
  idempotencyKey: string;
}

/** POST /web3/award-points (canManagePoints): a reasoned award through the ledger; the page reloads after it. */
export function useAwardPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: ConfirmedSend<AwardPointsBody>) =>
      apiClient.request(awardPointsEndpoint, { body, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /web3/send-artfi-direct (canManagePoints): treasury ARTFI to the member, queued; the page reloads. */
export function useSendArtfiDirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: ConfirmedSend<SendArtfiDirectBody>) =>
      apiClient.request(sendArtfiDirectEndpoint, { body, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The change for a confirmed dialog: a suspension carries its length, a lift only the reason. */
export function suspensionChangeOf(
  kind: SuspensionChange['kind'],
  ids: string[],
  input: { reason: string; durationMinutes?: number },
): SuspensionChange {
  return kind === 'suspend'
    ? { kind, body: { ids, ...input } }
    : { kind, body: { ids, reason: input.reason } };
}
