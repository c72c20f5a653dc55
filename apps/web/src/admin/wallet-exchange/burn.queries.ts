import { BURN_POLL_MS, type BurnRun, type ExecuteBurnBody } from '@streamit/contract';
import { executeBurnEndpoint, getBurnRunEndpoint } from '@streamit/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /artfi-burn/execute: starts a burn run; the server answers at once and a job burns. */
export function useStartBurn() {
  return useMutation({
    mutationFn: (body: ExecuteBurnBody) => apiClient.request(executeBurnEndpoint, { body }),
    retry: false,
  });
}

const isOpen = (run: BurnRun | undefined) => run?.status === 'QUEUED' || run?.status === 'RUNNING';

/** GET /artfi-burn/:id every BURN_POLL_MS while the run is open and the client still follows it. */
export function useBurnRun(id: string | null, following: boolean) {
  return useQuery({
    queryKey: ['admin', 'artfi-burn', id],
    queryFn: ({ signal }) => apiClient.request(getBurnRunEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (following && isOpen(query.state.data) ? BURN_POLL_MS : false),
  });
}
