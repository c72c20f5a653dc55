import type { ListOutboxQuery, VerifyMemberEmailRequest } from '@streamit/contract';
import {
  getOutboxEmailEndpoint,
  listOutboxEndpoint,
  verifyMemberEmailEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of the staff outbox queries. */
export const OUTBOX_KEY = ['admin', 'outbox'] as const;

/** Query options for GET /admin/outbox (a page of stored emails). */
export function outboxQueryOptions(query: Partial<ListOutboxQuery>) {
  return queryOptions({
    queryKey: [...OUTBOX_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiClient.request(listOutboxEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reads one page of stored emails, newest first. */
export function useOutbox(query: Partial<ListOutboxQuery>) {
  return useQuery(outboxQueryOptions(query));
}

/** Reads one stored email with its bodies (only while one is selected). */
export function useOutboxEmail(id: string | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'email', id] as const,
    queryFn: ({ signal }) => apiClient.request(getOutboxEmailEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** POST /admin/members/verify-email: marks a member's address verified by hand. */
export function useVerifyMemberEmail() {
  return useMutation({
    mutationFn: (body: VerifyMemberEmailRequest) => apiClient.request(verifyMemberEmailEndpoint, { body }),
  });
}
