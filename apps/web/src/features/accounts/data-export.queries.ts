import {
  createMyDataExportLinkEndpoint,
  getMyDataExportEndpoint,
  requestMyDataExportEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['account', 'data-export'] as const;
// While a copy is being made the section asks again this often, so "ready" shows without a reload.
const PREPARING_POLL_MS = 5000;

/** GET /auth/data-export: the member's latest copy of their data; polled while it is being prepared. */
export function useMyDataExport() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiClient.request(getMyDataExportEndpoint, { signal }),
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'PREPARING' ? PREPARING_POLL_MS : false,
  });
}

/** POST /auth/data-export: asks for a new copy. */
export function useRequestMyDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(requestMyDataExportEndpoint, {}),
    retry: false,
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
    },
  });
}

/** POST /auth/data-export/link: a single-use download link, minted on demand. */
export function useCreateMyDataExportLink() {
  return useMutation({
    mutationFn: () => apiClient.request(createMyDataExportLinkEndpoint, {}),
    retry: false,
  });
}
