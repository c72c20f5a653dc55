import type {
  AdminExchangesQuery,
  BulkExchangeDecisionBody,
  ExchangeManualActionBody,
} from '@streamit/contract';
import {
  approveExchangeEndpoint,
  bulkDecideExchangesEndpoint,
  exchangeManualActionEndpoint,
  listAdminExchangesEndpoint,
  rejectExchangeEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of the staff exchange queries. */
export const EXCHANGES_KEY = ['admin', 'exchanges'] as const;

/** How often the list looks again while a payout on it is under way, so a settled one shows at once. */
const PAYOUT_POLL_MS = 2000;

/** GET /admin/exchanges with filters; polled while any listed payout is approved or paying. */
export function useAdminExchanges(query: Partial<AdminExchangesQuery>) {
  return useQuery({
    queryKey: [...EXCHANGES_KEY, 'list', query],
    queryFn: ({ signal }) => apiClient.request(listAdminExchangesEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => item.status === 'APPROVED' || item.status === 'PAYING')
        ? PAYOUT_POLL_MS
        : false,
  });
}

/** A staff decision on one exchange, or many. */
export type ExchangeDecision =
  | { kind: 'approve'; id: string }
  | { kind: 'reject'; id: string; reason: string }
  | { kind: 'bulk'; body: BulkExchangeDecisionBody }
  | { kind: 'manual'; id: string; body: ExchangeManualActionBody };

function decide(decision: ExchangeDecision): Promise<unknown> {
  switch (decision.kind) {
    case 'approve':
      return apiClient.request(approveExchangeEndpoint, { params: { id: decision.id } });
    case 'reject':
      return apiClient.request(rejectExchangeEndpoint, {
        params: { id: decision.id },
        body: { reason: decision.reason },
      });
    case 'bulk':
      return apiClient.request(bulkDecideExchangesEndpoint, { body: decision.body });
    case 'manual':
      return apiClient.request(exchangeManualActionEndpoint, {
        params: { id: decision.id },
        body: decision.body,
      });
  }
}

/** Approve, reject, bulk decisions and manual actions; every exchange list reloads afterwards. */
export function useExchangeDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXCHANGES_KEY }),
  });
}
