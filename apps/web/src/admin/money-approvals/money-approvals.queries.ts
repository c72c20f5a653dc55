import type { MoneyApprovalsQuery } from '@streamit/contract';
import {
  approveMoneyApprovalEndpoint,
  listMoneyApprovalsEndpoint,
  rejectMoneyApprovalEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of the money approval queries. */
export const MONEY_APPROVALS_KEY = ['admin', 'money-approvals'] as const;

/** GET /admin/money-approvals: requests in one status, newest first. */
export function useMoneyApprovals(query: Partial<MoneyApprovalsQuery>) {
  return useQuery({
    queryKey: [...MONEY_APPROVALS_KEY, 'list', query],
    queryFn: ({ signal }) => apiClient.request(listMoneyApprovalsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A second staff member's decision on one request. */
export type MoneyApprovalDecision =
  { kind: 'approve'; id: string } | { kind: 'reject'; id: string; reason: string };

function decide(decision: MoneyApprovalDecision) {
  if (decision.kind === 'approve')
    return apiClient.request(approveMoneyApprovalEndpoint, { params: { id: decision.id } });
  return apiClient.request(rejectMoneyApprovalEndpoint, {
    params: { id: decision.id },
    body: { reason: decision.reason },
  });
}

/** Approve (which runs the move) or reject; every list that money moves touch reloads afterwards. */
export function useMoneyApprovalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
